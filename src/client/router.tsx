/** Client routes (spec §2 "Screens and routes"). */
import { Route, Switch } from 'wouter';
import { HomeRoute, GuestHomePage } from './shop/home-page';
import { CheckoutPage } from './shop/checkout/checkout-page';
import { ContactPage } from './shop/contact-page';
import { DealerSimplePage } from './shop/dealer-simple-page';
import { ClearDealerPage } from './shop/clear-dealer-page';
import { NotFoundPage } from './shop/not-found-page';
import { ADMIN_ROUTE, AdminRoute } from './admin/admin-route';

/** The route table; any other path is the 404 page. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={HomeRoute} />
      <Route path="/guest" component={GuestHomePage} />
      <Route path="/checkout" component={CheckoutPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/dealer-simple" component={DealerSimplePage} />
      <Route path="/clear-dealer" component={ClearDealerPage} />
      <Route path={ADMIN_ROUTE} component={AdminRoute} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
