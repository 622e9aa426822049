import { Hero } from '../components/landing/hero';
import {
  ClosingCallToAction,
  Comparison,
  CoreFeatures,
  Highlights,
  Philosophy,
  Pricing,
} from '../components/landing/sections';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import { useSellsPlans } from '../features/settings/use-public-settings';

export default function LandingPage() {
  const sellsPlans = useSellsPlans();
  return (
    <div className="min-h-dvh">
      <SiteHeader />
      <main>
        <Hero sellsPlans={sellsPlans} />
        <CoreFeatures />
        <Comparison />
        <Highlights />
        <Philosophy />
        {sellsPlans ? <Pricing /> : null}
        <ClosingCallToAction />
      </main>
      <SiteFooter />
    </div>
  );
}
