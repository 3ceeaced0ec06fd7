#!/usr/bin/env bash
# Makes the two font files the site serves (components/layout/fonts) from Vazirmatn's released
# variable font, and copies its licence beside them. Run it again only to change a range or the
# release; the files it writes are committed. Needs npm (to fetch the release) and fonttools with
# brotli (pip install fonttools brotli).
#
# - vazirmatn-rtl.woff2: everything a Persian or Arabic page draws (Arabic script, ASCII, the Latin-1
#   signs, Ø, spaces, dashes and quotes) in one file, so a right-to-left page fetches one font, not two.
# - vazirmatn-latin.woff2: an English page's letters.
# Both keep the weights the styles use (400 to 900) and the layout features text needs (joining,
# marks, kerning, ligatures), not the optional ones no style asks for (old-style figures, small caps).
# The ranges are the faces' unicode-range in components/layout/fonts.ts: change both together.
set -euo pipefail
cd "$(dirname "$0")/../.."

release=33.0.3
rtl='U+0020-007E,U+00A0-00BF,U+00D7-00D8,U+00F7-00F8,U+0600-06FF,U+0750-077F,U+2000-2027,U+2030,U+2039-203A,U+20AC,U+2122,U+2212,U+2248,U+FEFF,U+FFFD'
latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

out=components/layout/fonts
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "vazirmatn@$release" >/dev/null && tar xzf "vazirmatn-$release.tgz")
fonttools varLib.instancer "$work/package/fonts/variable/Vazirmatn[wght].ttf" wght=400:900 -o "$work/vazirmatn.ttf"
pyftsubset "$work/vazirmatn.ttf" --unicodes="$rtl" --flavor=woff2 --output-file="$out/vazirmatn-rtl.woff2"
pyftsubset "$work/vazirmatn.ttf" --unicodes="$latin" --flavor=woff2 --output-file="$out/vazirmatn-latin.woff2"
cp "$work/package/OFL.txt" "$out/OFL.txt"
ls -l "$out"
