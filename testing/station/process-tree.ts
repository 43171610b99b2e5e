import fs from 'node:fs';

/** A running process as /proc shows it. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** The command line, arguments joined by spaces. */
  command: string;
}

/** The direct children of `pid` (Linux /proc), read now. */
export function childrenOf(pid: number): ProcessInfo[] {
  const children: ProcessInfo[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name field is in parentheses and may hold spaces: the parent's pid is the second field after it.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== pid) continue;
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      children.push({ pid: Number(entry), ppid, command });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return children;
}
