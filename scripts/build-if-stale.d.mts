/** The compiled server's entry file, built or rebuilt first when its sources (or the web app's) changed. */
export function buildIfStale(): Promise<string>;
