/**
 * The S3 stand-in in a process of its own, so the bucket's disk work does not stall the bench's
 * clock: prints its endpoint on one line, then serves until SIGTERM.
 */
import { startS3StandIn } from '../../../apps/server/test/stand-ins/s3-stand-in.ts';

const bucket = await startS3StandIn(process.argv[2] ?? 'bench-scale');
process.on('SIGTERM', () => void bucket.close().then(() => process.exit(0)));
console.log(bucket.endpoint);
