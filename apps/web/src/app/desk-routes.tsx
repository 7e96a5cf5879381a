import { DESKS, type Desk } from '@credit/rules';
import { Tabs } from 'antd';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MenuRoute } from './menu-routes.ts';

/** A desk's screen: given the desk, its list (a review desk's to-do and done, an author's own items). */
type DeskScreen = ComponentType<{ desk: Desk }>;

type ScreenLoader = () => Promise<DeskScreen>;

const credit = {
  review: () => import('@/features/credit/desk-page.tsx').then((m) => m.DeskPage),
  author: () => import('@/features/credit/author-page.tsx').then((m) => m.AuthorPage),
};
const requests = {
  review: () => import('@/features/request/request-pages.tsx').then((m) => m.RequestDeskPage),
  author: () => import('@/features/request/request-pages.tsx').then((m) => m.OwnRequestsPage),
};
const releases = {
  review: () => import('@/features/assessment/assessment-pages.tsx').then((m) => m.ReleaseDeskPage),
  author: () => import('@/features/assessment/assessment-pages.tsx').then((m) => m.ReleaseAuthorPage),
};

/**
 * Each flow's desk screens by the desk's kind, by the flow's workflow key: what a new flow adds on
 * the web (docs/how-to-add.md). Every desk's route of the flow registry shows its screen.
 */
const FLOW_SCREENS: Record<string, Record<Desk['kind'], ScreenLoader>> = {
  creditRecord: credit,
  creditAppeal: {
    review: () => import('@/features/appeal/appeal-desk-page.tsx').then((m) => m.AppealDeskPage),
    author: () => import('@/features/appeal/appeal-pages.tsx').then((m) => m.BadCreditAppealPage),
  },
  creditRevocation: requests,
  creditRepair: requests,
  biddingFeedback: {
    review: () => import('@/features/feedback/feedback-pages.tsx').then((m) => m.FeedbackDeskPage),
    author: () => import('@/features/feedback/feedback-pages.tsx').then((m) => m.BiddingAgencyPage),
  },
  practiceAbilityRelease: releases,
  passRateRelease: releases,
};

const screenOf = (desk: Desk): Promise<DeskScreen> => {
  const screens = FLOW_SCREENS[desk.flow];
  if (!screens) throw new Error(`flow ${desk.flow} has no desk screens (app/desk-routes.tsx)`);
  return screens[desk.kind]();
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

/** The page of every desk's route, from the flow registry. */
export const DESK_PAGES: Partial<Record<MenuRoute, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  [...new Set(DESKS.map((desk) => desk.route))].map((route) => [
    route,
    routePage(DESKS.filter((desk) => desk.route === route)),
  ]),
);
