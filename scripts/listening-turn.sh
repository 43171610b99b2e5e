#!/bin/sh
# Runs a command holding the machine-wide turn of the listening tests: the unit files that listen to real-time audio
# of two copies of the suite would starve each other on a small machine, so they take turns. The kernel releases the
# lock when its holder exits, however it exits.
lock="${TMPDIR:-/tmp}/emisora-listening-tests.lock"
flock -n "$lock" true || echo "Another copy of the suite is running its listening tests: waiting for it."
exec flock "$lock" "$@"
