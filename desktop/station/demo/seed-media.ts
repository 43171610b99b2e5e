import fs from 'node:fs';
import type { StationContext } from '../core/context';
import { runFfmpeg } from '../ffmpeg/run';
import { makeThumbnail } from '../media/images';
import type { MediaKind } from '../media/urls';
import type { DemoArtwork } from './artworks';
import { type Picture, pictureArgs, type Size } from './image-args';
import type { DemoTrack } from './songs';
import type { DemoTeamMember } from './station-data';
import { songArgs } from './synth-args';

const COVER_SIZE: Size = { width: 500, height: 500 };
const ARTWORK_SIZE: Size = { width: 1200, height: 800 };
const AVATAR_SIZE: Size = { width: 400, height: 400 };

type Ctx = Pick<StationContext, 'ffmpegPath' | 'media' | 'repos' | 'log'> & { shutdown?: AbortSignal };

/** Runs ffmpeg into a temp file and moves the result into the store; nothing is left on failure. */
async function produce(
  ctx: Ctx,
  kind: MediaKind,
  extension: string,
  args: (outFile: string) => string[],
  timeoutMs: number,
): Promise<string> {
  const temp = ctx.media.tempPath(`.${extension}`);
  try {
    // The station stopping kills a half-made song too; the item is redone on the next start.
    await runFfmpeg(ctx.ffmpegPath, args(temp), { timeoutMs, signal: ctx.shutdown });
    if (!fs.existsSync(temp) || fs.statSync(temp).size === 0) throw new Error(`ffmpeg wrote no ${kind} file`);
    return await ctx.media.adopt(kind, temp, extension);
  } finally {
    ctx.media.discardTemp(temp);
  }
}

export const renderPicture = (ctx: Ctx, kind: MediaKind, picture: Picture, size: Size): Promise<string> =>
  produce(ctx, kind, 'jpg', (out) => pictureArgs(picture, size, out), 60_000);

/** Length of an audio file as decoded (frame scan, not the bitrate estimate). */
async function measureDuration(file: string): Promise<number> {
  // Loaded on first use: only a first run seeds.
  const { parseFile } = await import('music-metadata');
  const { format } = await parseFile(file, { duration: true });
  if (!format.duration || !Number.isFinite(format.duration)) throw new Error('could not measure the duration');
  return Math.round(format.duration * 100) / 100;
}

/** Removes files that no row refers to, so a failed item leaves nothing behind. */
function dropUnused(ctx: Ctx, kind: MediaKind, fileName: string | null, inUse: (file: string) => boolean) {
  if (fileName && !inUse(fileName)) ctx.media.remove(kind, fileName);
}

/** Synthesises one song and its cover, then creates the track row; returns the duration. */
export async function seedTrack(ctx: Ctx, track: DemoTrack, uploadedBy: number): Promise<number> {
  const fileName = await produce(ctx, 'audio', 'mp3', (out) => songArgs(track, out), 180_000);
  let coverFile: string | null = null;
  try {
    const duration = await measureDuration(ctx.media.pathOf('audio', fileName));
    try {
      coverFile = await renderPicture(ctx, 'covers', track.cover, COVER_SIZE);
    } catch (error) {
      // A track without a cover still plays; the site shows its placeholder.
      ctx.log.warn(`demo: cover for «${track.title}» failed, track kept without cover`, {
        error: (error as Error).message,
      });
    }
    ctx.repos.tracks.create({
      title: track.title,
      artist: track.artist,
      album: track.album,
      duration,
      fileName,
      coverFile,
      uploadedBy,
    });
    return duration;
  } catch (error) {
    dropUnused(ctx, 'audio', fileName, ctx.repos.tracks.fileInUse);
    dropUnused(ctx, 'covers', coverFile, ctx.repos.tracks.fileInUse);
    throw error;
  }
}

/** Renders one gallery picture and its thumbnail, then creates the gallery row. */
export async function seedArtwork(ctx: Ctx, artwork: DemoArtwork, uploadedBy: number): Promise<void> {
  const fileName = await renderPicture(ctx, 'images', artwork.picture, ARTWORK_SIZE);
  let thumbFile: string | null = null;
  try {
    thumbFile = ctx.media.writeBuffer(
      'thumbs',
      await makeThumbnail(ctx.ffmpegPath, ctx.media.pathOf('images', fileName)),
      'jpg',
    );
    ctx.repos.gallery.create({
      type: artwork.type,
      title: artwork.title,
      description: artwork.description,
      fileName,
      thumbFile,
      uploadedBy,
    });
  } catch (error) {
    dropUnused(ctx, 'images', fileName, ctx.repos.gallery.fileInUse);
    dropUnused(ctx, 'thumbs', thumbFile, ctx.repos.gallery.fileInUse);
    throw error;
  }
}

/** Renders one avatar into media kind 'team', then creates the team row. */
export async function seedTeamMember(ctx: Ctx, member: DemoTeamMember, position: number): Promise<void> {
  const image = await renderPicture(ctx, 'team', member.avatar, AVATAR_SIZE);
  const { avatar: _avatar, ...fields } = member;
  try {
    ctx.repos.team.create({ ...fields, image, position });
  } catch (error) {
    ctx.media.remove('team', image);
    throw error;
  }
}
