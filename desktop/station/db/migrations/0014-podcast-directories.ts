/**
 * What podcast directories require of a feed: the owner's e-mail (Apple's itunes:email, Podcast
 * Index's podcast:locked owner), and a podcast:guid fixed once, so it never follows the address a feed was read at.
 * Existing podcasts get their guid the first time their feed is built.
 */
export default /* sql */ `
ALTER TABLE podcasts ADD COLUMN owner_email TEXT;
ALTER TABLE podcasts ADD COLUMN guid TEXT;
`;
