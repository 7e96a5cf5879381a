import { DESKS, type Desk } from '@credit/rules';
import { Tabs } from 'antd';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MenuRoute } from './menu-routes.ts';

/** A flow's review-desk screen: given the desk, its to-do and done lists. */
type DeskScreen = ComponentType<{ desk: Desk }>;

/**
 * Each flow's review-desk screen, by the flow's workflow key: what a new flow adds on the web
 * (docs/how-to-add.md). Every review desk's route of the flow registry shows it.
 */
const FLOW_SCREENS: Record<string, () => Promise<DeskScreen>> = {
  creditRecord: () => import('@/features/credit/desk-page.tsx').then((m) => m.DeskPage),
  creditAppeal: () => import('@/features/appeal/appeal-desk-page.tsx').then((m) => m.AppealDeskPage),
  creditRevocation: () => import('@/features/request/request-pages.tsx').then((m) => m.RequestDeskPage),
  creditRepair: () => import('@/features/request/request-pages.tsx').then((m) => m.RequestDeskPage),
  biddingFeedback: () => import('@/features/feedback/feedback-pages.tsx').then((m) => m.FeedbackDeskPage),
  practiceAbilityRelease: () => import('@/features/assessment/assessment-pages.tsx').then((m) => m.ReleaseDeskPage),
  passRateRelease: () => import('@/features/assessment/assessment-pages.tsx').then((m) => m.ReleaseDeskPage),
};

const screenOf = (desk: Desk): Promise<DeskScreen> => {
  const load = FLOW_SCREENS[desk.flow];
  if (!load) throw new Error(`flow ${desk.flow} has no desk screen (app/desk-routes.tsx)`);
  return load();
};

/** A route's page: its desk's screen, or a tab per desk where several flows' desks share it (departmentLeader). */
function routePage(desks: readonly Desk[]): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const screens = await Promise.all(desks.map(screenOf));
    const [only] = desks;
    const Only = screens[0];
    if (desks.length === 1 && only && Only) return { default: () => <Only desk={only} /> };
    return {
      default: () => (
        <Tabs
          items={desks.map((desk, index) => {
            const Screen = screens[index] as DeskScreen;
            return { key: `${desk.flow}:${desk.key}`, label: desk.title, children: <Screen desk={desk} /> };
          })}
        />
      ),
    };
  });
}

const reviewDesks = DESKS.filter((desk) => desk.kind === 'review');

/** The page of every review desk's route, from the flow registry. */
export const DESK_PAGES: Partial<Record<MenuRoute, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  [...new Set(reviewDesks.map((desk) => desk.route))].map((route) => [
    route,
    routePage(reviewDesks.filter((desk) => desk.route === route)),
  ]),
);
