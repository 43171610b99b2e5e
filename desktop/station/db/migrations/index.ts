import init from './0001-init';
import scheduleWeekday from './0002-schedule-weekday';
import programming from './0003-programming';
import librarySearch from './0004-library-search';
import enquiryStatus from './0005-enquiry-status';
import recordingsPodcasts from './0006-recordings-podcasts';
import broadcastHealth from './0007-broadcast-health';
import cartWall from './0008-cart-wall';
import importJobs from './0009-import-jobs';
import streamOutputs from './0010-stream-outputs';
import recordingBitrate from './0011-recording-bitrate';
import trackSortKeys from './0012-track-sort-keys';
import libraryVersionGenre from './0013-library-version-genre';
import podcastDirectories from './0014-podcast-directories';
import relays from './0015-relays';
import demoRelayInactive from './0016-demo-relay-inactive';
import trackKinds from './0017-track-kinds';
import pushHeaderCharset from './0018-push-header-charset';
import sortKeysStockSqlite from './0019-sort-keys-stock-sqlite';
import trackRights from './0020-track-rights';
import dropChangeCounter from './0021-drop-change-counter';
import asRun from './0022-as-run';
import reportMappings from './0023-report-mappings';
import shows from './0024-shows';
import relayRepeatSlots from './0025-relay-repeat-slots';
import presenters from './0026-presenters';
import liveCredentials from './0027-live-credentials';
import songRequests from './0028-song-requests';
import broadcastTargets from './0029-broadcast-targets';
import userDisplayNames from './0030-user-display-names';
import musicCategories from './0031-music-categories';
import asRunRuleNotes from './0032-as-run-rule-notes';
import hourClocks from './0033-hour-clocks';
import syndication from './0034-syndication';
import asRunFill from './0035-as-run-fill';
import logEdits from './0036-log-edits';
import showClocks from './0037-show-clocks';
import segueMarkers from './0038-segue-markers';
import voiceTracks from './0039-voice-tracks';
import syndicatedKinds from './0040-syndicated-kinds';
import asRunStandIn from './0041-as-run-stand-in';
import newestFiles from './0042-newest-files';
import standbyFollowers from './0043-standby-followers';
import asRunStandby from './0044-as-run-standby';
import datedNews from './0045-dated-news';
import type Database from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Runs after `sql`, in the same transaction: for a change plain SQL cannot say (a rebuild from the live schema). */
  up?: (db: Database.Database) => void;
  /** Foreign keys off around the transaction: a table rebuild's DROP must not cascade to the rows pointing at it. */
  foreignKeysOff?: boolean;
}

/** Forward-only, numbered. Append; never edit a migration that has shipped. */
export const MIGRATIONS: ReadonlyArray<Migration> = [
  { version: 1, name: 'init', sql: init },
  { version: 2, name: 'schedule-weekday', sql: scheduleWeekday },
  { version: 3, name: 'programming', sql: programming },
  { version: 4, name: 'library-search', sql: librarySearch },
  { version: 5, name: 'enquiry-status', sql: enquiryStatus },
  { version: 6, name: 'recordings-podcasts', sql: recordingsPodcasts },
  { version: 7, name: 'broadcast-health', sql: broadcastHealth },
  { version: 8, name: 'cart-wall', sql: cartWall },
  { version: 9, name: 'import-jobs', sql: importJobs },
  { version: 10, name: 'stream-outputs', sql: streamOutputs },
  { version: 11, name: 'recording-bitrate', sql: recordingBitrate },
  { version: 12, name: 'track-sort-keys', sql: trackSortKeys },
  { version: 13, name: 'library-version-genre', sql: libraryVersionGenre },
  { version: 14, name: 'podcast-directories', sql: podcastDirectories },
  { version: 15, name: 'relays', sql: relays },
  { version: 16, name: 'demo-relay-inactive', sql: demoRelayInactive },
  { version: 17, name: 'track-kinds', sql: trackKinds },
  { version: 18, name: 'push-header-charset', sql: pushHeaderCharset },
  { version: 19, name: 'sort-keys-stock-sqlite', sql: sortKeysStockSqlite },
  { version: 20, name: 'track-rights', sql: trackRights },
  { version: 21, name: 'drop-change-counter', sql: dropChangeCounter },
  { version: 22, name: 'as-run', sql: asRun },
  { version: 23, name: 'report-mappings', sql: reportMappings },
  { version: 24, name: 'shows', sql: shows },
  { version: 25, name: 'relay-repeat-slots', sql: relayRepeatSlots },
  { version: 26, name: 'presenters', sql: presenters },
  { version: 27, name: 'live-credentials', sql: liveCredentials },
  { version: 28, name: 'song-requests', sql: songRequests },
  { version: 29, name: 'broadcast-targets', sql: broadcastTargets },
  { version: 30, name: 'user-display-names', sql: userDisplayNames },
  { version: 31, name: 'music-categories', sql: musicCategories },
  { version: 32, name: 'as-run-rule-notes', sql: asRunRuleNotes },
  { version: 33, name: 'hour-clocks', sql: hourClocks },
  { version: 34, name: 'syndication', sql: syndication },
  { version: 35, name: 'as-run-fill', sql: asRunFill },
  { version: 36, name: 'log-edits', sql: logEdits },
  { version: 37, name: 'show-clocks', sql: showClocks },
  { version: 38, name: 'segue-markers', sql: segueMarkers },
  { version: 39, name: 'voice-tracks', sql: voiceTracks },
  { version: 40, name: 'syndicated-kinds', ...syndicatedKinds },
  { version: 41, name: 'as-run-stand-in', sql: asRunStandIn },
  { version: 42, name: 'newest-files', sql: newestFiles },
  { version: 43, name: 'standby-followers', sql: standbyFollowers },
  { version: 44, name: 'as-run-standby', sql: asRunStandby },
  { version: 45, name: 'dated-news', sql: datedNews },
];
