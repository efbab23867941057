/** The match host (plain Node): used by the Electron main process and by `npm run host`. */
export { startHost, type HostOptions, type RunningHost } from './server';
export { DEFAULT_PORT, hostUrls, joinUrl, lanAddresses } from './addresses';
export { DEFAULT_ANNOUNCE, DEFAULT_ANNOUNCE_PORT, listenForHosts, startAnnouncer, type AnnounceOptions, type FoundHost } from './announce';
export { FileStore } from './store/file';
export { FileCampaignStore } from './store/campaigns';
export type { MatchStore, MatchJournal, SaveProblem, ReplaySummary, SavedMatch } from './store/types';
