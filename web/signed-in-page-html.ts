/**
 * Signed-in pages a player often opens directly (the installed app starts on /dashboard, and
 * bookmarks lead there). Their HTML preloads the signed-in shell and the screen with the app's
 * entry, so a phone fetches them all at once instead of one after another as the app runs.
 * A signed-out visitor is sent to the sign-in page; the preloads then cost a few idle fetches.
 */
export const signedInPageHtml = [
  {
    file: 'dashboard.html',
    title: 'Dashboard · Velvet',
    // Painted before the app's code arrives (web/signed-in-prepaint.ts).
    topBarTitle: 'Dashboard',
    screens: [
      // What the app fetches before its first signed-in screen: the token's reader, the feed.
      'src/shared/domain/token-readers.ts',
      'src/renderer/platform/notification-routes.ts',
      'src/renderer/app/toast-layer.tsx',
      'src/renderer/app/shell/signed-in-layout.tsx',
      'src/renderer/app/routes/dashboard/dashboard-page.tsx',
    ],
  },
] as const;
