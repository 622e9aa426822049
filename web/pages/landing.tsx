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

export default function LandingPage() {
  return (
    <div className="min-h-dvh">
      <SiteHeader />
      <main>
        <Hero />
        <CoreFeatures />
        <Comparison />
        <Highlights />
        <Philosophy />
        <Pricing />
        <ClosingCallToAction />
      </main>
      <SiteFooter />
    </div>
  );
}
