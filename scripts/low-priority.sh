#!/bin/sh
# Runs a command at the lowest CPU priority, in a session of its own (npm test runs all but its listening tests so).
# With Linux's autogroups (on by default on desktops) nice values count only inside one session, and a second copy of
# the suite started from another terminal is another session: so the new session's group is set to nice 19 as well
# (an unprivileged process may lower its group's priority; the kernel refuses a second change within 100 ms, hence
# the retries; a kernel without autogroups has no such file), and the command itself runs at nice 19.
exec setsid -w sh -c '
  for try in 1 2 3 4 5 6 7 8 9 10; do
    [ -w /proc/self/autogroup ] || break
    echo 19 2>/dev/null >/proc/self/autogroup && break
    sleep 0.2
  done
  exec nice -n 19 "$@"' low-priority "$@"
