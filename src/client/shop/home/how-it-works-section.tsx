/** How it works, in 4 steps (docs/product.md#customizer). */
import { Box, ListOrdered, Palette, ShoppingBag } from 'lucide-react';

const STEPS = [
  { icon: ListOrdered, title: 'Pick quantity', body: 'Choose 1 to 10 keychains. The more you pick, the less each one costs.' },
  { icon: Palette, title: 'Customize', body: 'Type your text, then choose a font and a colour combination for each keychain.' },
  { icon: Box, title: 'Preview in 3D', body: 'See every design live before you order, exactly as it will be printed.' },
  { icon: ShoppingBag, title: 'Order', body: 'Check out securely with cards, UPI, wallets or net banking. Shipping is free.' },
] as const;

/** The How it works section. */
export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="below-fold py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold uppercase tracking-widest text-pink-700">How it works</p>
          <h2 id="how-title" className="mt-2 text-3xl font-extrabold tracking-tight text-gray-950 sm:text-4xl">
            From idea to keyring in 4 steps
          </h2>
        </div>
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="relative rounded-3xl border border-gray-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="grid h-12 w-12 place-items-center rounded-2xl bg-pink-600 text-white shadow-md shadow-pink-600/20">
                  <step.icon className="h-6 w-6" aria-hidden />
                </span>
                <span aria-hidden className="text-5xl font-black text-gray-100">
                  {i + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-bold text-gray-950">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-gray-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
