"""Golden answers: every labelled case of every suite (tests/cases/), in both languages and with a
few variants, resolved and written one JSON line each — so that a change meant to keep answers
(a reshape, a speed-up) can prove it did.

    python benchmarks/golden.py -o before.jsonl              # on the commit before the change
    python benchmarks/golden.py -o after.jsonl --compare before.jsonl

`--compare` prints every request whose resolution differs (first few in full) and exits 1 when
any does. The variants: each case as labelled; an `entity` case also typed into the one box
(`q` = its entity words); an `entity` case without its fields and conditions.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if not __package__:  # run as a script: this checkout's package, not an installed one
    sys.path.insert(0, str(ROOT))

from benchmarks.quality import SECTIONS, build_indexes, load_cases, to_request  # noqa: E402
from datasette_dbgraph.resolver import Options, resolve  # noqa: E402

LANGUAGES = ("zh", "en")


def variants(case: dict):
    raw = dict(case["request"])
    yield "as-labelled", raw
    entity = raw.get("entity")
    if entity and not raw.get("q"):
        yield "as-q", {"q": str(entity)}
        if raw.get("fields") or raw.get("where"):
            yield "entity-only", {"entity": entity}


def golden_lines(folder: Path):
    for section in SECTIONS:
        cases = load_cases(None, section.name)
        paths = build_indexes(folder, sorted({c["source"] for c in cases}))
        connections = {s: sqlite3.connect(p) for s, p in paths.items()}
        for case in cases:
            for name, raw in variants(case):
                request = to_request(raw)
                if request is None:
                    continue
                for lang in LANGUAGES:
                    result = resolve(connections[case["source"]], request, Options(lang=lang))
                    key = f"{section.name}/{case['id']}/{name}/{lang}"
                    yield key, json.dumps(result, ensure_ascii=False, sort_keys=True)
        for conn in connections.values():
            conn.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-o", "--output", required=True, help="write the answers here (JSON lines)")
    parser.add_argument("--compare", help="an earlier output to compare with")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        lines = dict(golden_lines(Path(folder)))
    Path(args.output).write_text("".join(f"{json.dumps(k, ensure_ascii=False)}\t{v}\n" for k, v in lines.items()),
                                 encoding="utf-8")
    print(f"{len(lines)} resolutions written to {args.output}")
    if not args.compare:
        return 0
    before = {}
    for line in Path(args.compare).read_text(encoding="utf-8").splitlines():
        key, _, value = line.partition("\t")
        before[json.loads(key)] = value
    differ = sorted(k for k in lines.keys() & before.keys() if lines[k] != before[k])
    only_now, only_before = sorted(lines.keys() - before.keys()), sorted(before.keys() - lines.keys())
    for key in differ[:5]:
        print(f"\n{key}\n  before {before[key]}\n  after  {lines[key]}")
    print(f"\n{len(lines.keys() & before.keys())} compared: {len(differ)} differ; "
          f"{len(only_now)} new, {len(only_before)} gone")
    if differ:
        print("differing: " + ", ".join(differ[:40]) + (" …" if len(differ) > 40 else ""))
    return 1 if differ or only_before else 0


if __name__ == "__main__":
    sys.exit(main())
