#!/bin/sh
# Writes the list of classes that StartupPreload loads in the background at start: the classes a
# real start loads from the jar or the JDK's modules (not those from the JDK's shared archive,
# nor generated ones) until the computer's first move is played, in the order they were needed:
# those of the painted window first, then those of the first move, which the event thread would
# otherwise load while the computer thinks.
# Run after `mvn package`, with a display (e.g. xvfb-run -a scripts/startup-classes.sh).
set -eu
cd "$(dirname "$0")/.."
list=src/main/resources/org/inarow/ui/startup-classes.txt
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# without the preload (its own loads would keep every class once listed on the list for ever)
out=$(java -Dinarow.startup.preload=false -Dinarow.startup.timeline=true \
  -Xlog:class+load=info:file="$log":uptimemillis -jar target/inarow.jar --smoke 2>&1)
visible=$(echo "$out" | sed -n 's/^visible after \([0-9]*\) ms$/\1/p')
moved=$(echo "$out" | sed -n 's/^startup: \([0-9]*\) ms .* first move .*/\1/p')
[ -n "$visible" ] && [ -n "$moved" ] || { echo "startup-classes: the smoke run failed" >&2; exit 1; }
{
  echo "# written by scripts/startup-classes.sh: classes loaded before the window was painted (${visible} ms), then until the first move (${moved} ms)"
  sed -n 's/^\[\([0-9]*\)ms\] \([^ ]*\) source: \(jrt:\|file:\).*/\1 \2/p' "$log" \
    | awk -v until="$moved" '$1 <= until { print $2 }' \
    | grep -v -e '^org\.inarow\.cli\.' -e '^picocli\.' -e '^org\.inarow\.ui\.StartupPreload' \
      -e '^org\.inarow\.ui\.SmokeRun' -e '^org\.inarow\.ui\.EdtStallProbe' -e '^org\.inarow\.ui\.PaintedMark' \
      -e '^org\.inarow\.ui\.window\.MemoryPreferences'
} > "$list"
echo "startup-classes: $(grep -vc '^#' "$list") classes (painted at ${visible} ms, first move at ${moved} ms) -> $list"
