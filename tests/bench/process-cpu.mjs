// CPU time spent by processes and their descendants, read from Linux's /proc: what an answer costs
// the machine, whatever else shares its cores (latencies on a busy machine say more about the others).
import fs from 'node:fs';

/** /proc's clock ticks per second (USER_HZ, 100 on Linux whatever the kernel's own rate). */
const TICKS_PER_SECOND = 100;

/** Every process now: pid → { parent, ticks (user + system) }. */
function processes() {
  const found = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // the command name (2nd field) may hold spaces: the fields after its closing parenthesis
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    found.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  return found;
}

/** CPU milliseconds used so far by the processes `roots` and all their living descendants. */
export function cpuMsOf(roots) {
  const all = processes();
  const children = new Map();
  for (const [pid, { parent }] of all) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let ticks = 0;
  const queue = roots.filter((pid) => all.has(pid));
  for (const seen = new Set(); queue.length > 0;) {
    const pid = queue.pop();
    if (seen.has(pid)) continue;
    seen.add(pid);
    ticks += all.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
