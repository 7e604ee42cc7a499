#!/usr/bin/env bash
# Takes the README's screenshots of the real app on a virtual display (Xvfb):
# both games, light and dark, into docs/screenshots/*.png (or only the files named: screenshots.sh gomoku-reviewed-light.png).
# Needs xvfb-run (apt-get install xvfb xauth).
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q test-compile \
  org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
xvfb-run -a --server-args="-screen 0 1600x1000x24" \
  java -cp "target/classes:target/test-classes:$(cat target/test-classpath.txt)" \
  org.inarow.ui.ScreenshotTool docs/screenshots "$@"
