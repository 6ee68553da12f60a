/** Client routes (spec §2 "Screens and routes"). */
import { useLayoutEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { HomeRoute, GuestHomePage } from './shop/home-page';
import { NotFoundPage } from './shop/not-found-page';
import { LazyBlenderTestPage, LazyStlGeneratorPage } from './tools/index';
import { lazyPage } from './lib/lazy-page';
import { pageTitle } from './lib/page-title';
import { ADMIN_ROUTE, AdminRoute } from './admin/admin-route';

// Every page but home loads on demand (DESIGN.md §7 first-load budget).
const CheckoutPage = lazyPage(() => import('./shop/checkout/checkout-page'), 'CheckoutPage');
const SharedDesignPage = lazyPage(() => import('./shop/shared-design-page'), 'SharedDesignPage');
const ContactPage = lazyPage(() => import('./shop/contact-page'), 'ContactPage');
const TrackPage = lazyPage(() => import('./shop/track-page'), 'TrackPage');
const AccountPage = lazyPage(() => import('./account/account-page'), 'AccountPage');
const CustomersPage = lazyPage(() => import('./customers/customers-page'), 'CustomersPage');
const DealerSimplePage = lazyPage(() => import('./shop/dealer-simple-page'), 'DealerSimplePage');
const ClearDealerPage = lazyPage(() => import('./shop/clear-dealer-page'), 'ClearDealerPage');
const DealerLoginPage = lazyPage(() => import('./dealer/dealer-login-page'), 'DealerLoginPage');
const DealerDashboardPage = lazyPage(() => import('./dealer/dealer-dashboard-page'), 'DealerDashboardPage');
const PurchaseCreditsPage = lazyPage(() => import('./dealer/purchase-credits-page'), 'PurchaseCreditsPage');
const DealerHistoryPage = lazyPage(() => import('./dealer/dealer-history-page'), 'DealerHistoryPage');
const DealerKeychainsPage = lazyPage(() => import('./dealer/dealer-keychains-page'), 'DealerKeychainsPage');
// The policy pages share one chunk (docs/decisions/047-policy-pages.md).
const policies = () => import('./shop/policies/policy-pages');
const TermsPage = lazyPage(policies, 'TermsPage');
const PrivacyPage = lazyPage(policies, 'PrivacyPage');
const RefundPolicyPage = lazyPage(policies, 'RefundPolicyPage');
const ShippingPolicyPage = lazyPage(policies, 'ShippingPolicyPage');
const GrievancePage = lazyPage(policies, 'GrievancePage');

/** The route table; any other path is the 404 page. */
export function AppRouter() {
  const [path] = useLocation();
  // A layout effect runs before the pages' own effects, so a page with a data title still wins.
  useLayoutEffect(() => {
    document.title = pageTitle(path, ADMIN_ROUTE);
  }, [path]);
  return (
    <Switch>
      <Route path="/" component={HomeRoute} />
      <Route path="/guest" component={GuestHomePage} />
      <Route path="/checkout" component={CheckoutPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/track" component={TrackPage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/refund-policy" component={RefundPolicyPage} />
      <Route path="/shipping-policy" component={ShippingPolicyPage} />
      <Route path="/grievance" component={GrievancePage} />
      <Route path="/d/:token" component={SharedDesignPage} />
      <Route path="/account" component={AccountPage} />
      <Route path="/customers" component={CustomersPage} />
      <Route path="/dealer-simple" component={DealerSimplePage} />
      <Route path="/clear-dealer" component={ClearDealerPage} />
      <Route path="/dealer" component={DealerLoginPage} />
      <Route path="/dealer-dashboard" component={DealerDashboardPage} />
      <Route path="/dealer/purchase-credits" component={PurchaseCreditsPage} />
      <Route path="/dealer/keychains" component={DealerKeychainsPage} />
      <Route path="/dealer/history" component={DealerHistoryPage} />
      {ADMIN_ROUTE !== null && <Route path={ADMIN_ROUTE} component={AdminRoute} />}
      <Route path="/stl-generator" component={LazyStlGeneratorPage} />
      <Route path="/blender-test" component={LazyBlenderTestPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
