"""Speed at catalog scale, next to the floors, in one run on one machine.

    python benchmarks/speed.py                 # N = 1,000 and 10,000; ~9 minutes on 2 busy cores at commit 992084e
    python benchmarks/speed.py --quick         # N = 1,000 only, 200 requests, 2 repetitions
    python benchmarks/speed.py --sizes 1000,5000 --requests 500 --reps 3 --no-datasette
    python benchmarks/speed.py --baseline ../base   # the same run against another checkout, interleaved
    python benchmarks/speed.py --sentences-only     # one-box sentences against the same keys (sentence_speed.py)

A baseline is another checkout of this repository (`git worktree add ../base main`): with
`--baseline PATH` every measure is taken for both trees in the same run, interleaved so that machine
noise hits both — builds alternate subprocess by subprocess, requests alternate request by request
inside one process (the baseline's package is loaded there under another name), datasette starts
alternate — and the summary prints both, their ratio, and whether the two trees gave the same
answer to every request. This checkout's package is always the one measured as "dbgraph", whatever
is installed (each subprocess gets PYTHONPATH set to its tree).

What is measured (medians over repetitions; the machine is shared, so ratios to floors measured in
the same run are the figures to quote, not absolute times):

- build: `parse_ddl_file` + `build_index_file` of a synthetic MySQL catalog (benchmarks/catalog.py),
  each repetition in a fresh subprocess, next to the *parser floor*: `sqlglot.parse_one(stmt,
  read="mysql")` alone over the same CREATE TABLE statements (split beforehand, not timed), also in
  a fresh subprocess, repetitions interleaved. Peak memory is the build subprocess's ru_maxrss.
- per request: `resolve(conn, Request(...), Options())` on the opened index, next to the *lookup
  floor*: one FTS5 `MATCH … ORDER BY bm25 LIMIT 20` per request over one document per table (built
  here from the index's objects and columns: identifier words and CJK bigrams). Each request's time
  is the median of its repetitions; the distribution over requests gives median, p95 and max.
- first request after `datasette demo.db` starts (the in-memory index is built lazily then).
- one box: every labelled sentence that resolves, as `q` and as the same request typed as keys,
  alternating; the ratio of the medians must be at most 1.5 (benchmarks/sentence_speed.py).

Results are printed and written to benchmarks/out/speed.json.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import platform
import re
import socket
import sqlite3
import statistics
import subprocess
import sys
import time
import types
import urllib.parse
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OUT = HERE / "out"
sys.path.insert(0, str(HERE))

from catalog import describe_request, requests as make_requests, write_catalog  # noqa: E402

CATALOG_SEED = 1
REQUEST_SEED = 2
BUILD_TARGET = 2.0
MEMORY_TARGET_MB = 1024
REQUEST_TARGET = 3.0
REQUEST_MAX_MS = 50.0
FLOOR_LIMIT = 20


def median(values):
    return statistics.median(values) if values else float("nan")


def percentile(values, q):
    values = sorted(values)
    if not values:
        return float("nan")
    k = (len(values) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def tree_env(tree: Path) -> dict[str, str]:
    """The environment of a subprocess that must import `datasette_dbgraph` from `tree`."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(tree), *filter(None, [os.environ.get("PYTHONPATH")])])
    return env


def run_child(*args: str, tree: Path = ROOT) -> dict:
    proc = subprocess.run([sys.executable, __file__, "--child", *args], capture_output=True, text=True, cwd=ROOT,
                          env=tree_env(tree))
    if proc.returncode != 0:
        raise RuntimeError(f"child {args[0]} failed:\n{proc.stderr[-4000:]}")
    data = json.loads(proc.stdout.strip().splitlines()[-1])
    if "package" in data and not Path(data["package"]).resolve().is_relative_to(tree.resolve()):
        raise RuntimeError(f"child {args[0]} imported {data['package']}, not the package of {tree}")
    return data


def package_file() -> str:
    import datasette_dbgraph

    return datasette_dbgraph.__file__


def load_baseline(tree: str):
    """The resolver of another checkout, imported under another package name (its Datasette hooks
    are not loaded: only the modules the resolver imports)."""
    name = "dbgraph_baseline"
    package = types.ModuleType(name)
    package.__path__ = [str(Path(tree) / "datasette_dbgraph")]
    sys.modules[name] = package
    return importlib.import_module(f"{name}.resolver")


def package_module(path: str):
    """A module of the package by its path since the reshape into stages (`sources.ddl`), or by its
    old flat path (`ddl`) in a baseline checkout from before it."""
    try:
        return importlib.import_module(f"datasette_dbgraph.{path}")
    except ModuleNotFoundError:
        return importlib.import_module(f"datasette_dbgraph.{path.rsplit('.', 1)[-1]}")


def maxrss_mb() -> float:
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


# -- children --------------------------------------------------------------------------------
def child_build(catalog: str, index: str) -> dict:
    parse_ddl_file = package_module("sources.ddl").parse_ddl_file
    build_index_file = package_module("index.indexer").build_index_file

    before = maxrss_mb()
    t0, c0 = time.perf_counter(), time.process_time()
    source = parse_ddl_file(catalog, dialect="mysql", database="enterprise")
    t1, c1 = time.perf_counter(), time.process_time()
    report = build_index_file(index, [source], built_from=catalog)
    t2, c2 = time.perf_counter(), time.process_time()
    return {"parse_s": t1 - t0, "index_s": t2 - t1, "total_s": t2 - t0, "rss_before_mb": before,
            "parse_cpu_s": c1 - c0, "index_cpu_s": c2 - c1, "total_cpu_s": c2 - c0,
            "rss_peak_mb": maxrss_mb(), "summary": report.summary(), "skipped": len(source.skipped),
            "package": package_file()}


def child_floor(catalog: str) -> dict:
    import sqlglot

    split_statements = package_module("sources.sqltext").split_statements

    text = Path(catalog).read_text(encoding="utf-8")
    statements = [s.text for s in split_statements(text, "mysql") if re.match(r"CREATE\s+TABLE\b", s.text, re.I)]
    before = maxrss_mb()
    t0, c0 = time.perf_counter(), time.process_time()
    for statement in statements:
        sqlglot.parse_one(statement, read="mysql")
    t1, c1 = time.perf_counter(), time.process_time()
    return {"parse_s": t1 - t0, "parse_cpu_s": c1 - c0, "statements": len(statements), "rss_before_mb": before, "rss_peak_mb": maxrss_mb()}


_TOKEN_RE = re.compile(r"[A-Za-z0-9]+|[\u3400-\u9fff]+")


def floor_tokens(text: str) -> list[str]:
    """Identifier words (lower case) and CJK bigrams: what a plain FTS5 setup would index."""
    tokens = []
    for run in _TOKEN_RE.findall(text or ""):
        if run.isascii():
            tokens.append(run.lower())
        elif len(run) == 1:
            tokens.append(run)
        else:
            tokens.extend(run[i : i + 2] for i in range(len(run) - 1))
    return tokens


def build_floor_fts(index_conn: sqlite3.Connection) -> sqlite3.Connection:
    fts = sqlite3.connect(":memory:")
    fts.execute("create virtual table docs using fts5(body, tokenize='unicode61')")
    columns: dict[int, list[str]] = {}
    for object_id, name, comment in index_conn.execute("select object_id, name, comment from columns"):
        columns.setdefault(object_id, []).extend([name, comment or ""])
    rows = []
    for object_id, name, comment in index_conn.execute("select id, name, comment from objects"):
        text = " ".join([name, comment or ""] + columns.get(object_id, []))
        rows.append((object_id, " ".join(dict.fromkeys(floor_tokens(text)))))
    fts.executemany("insert into docs(rowid, body) values (?, ?)", rows)
    fts.commit()
    return fts


def floor_lookup(fts: sqlite3.Connection, request: dict) -> list:
    words = request.get("object") or request.get("entity") or " ".join(request.get("where") or {})
    words = " ".join([words] + list(request.get("fields") or []))
    tokens = list(dict.fromkeys(floor_tokens(words)))
    if not tokens:
        return []
    expression = " OR ".join('"' + t + '"' for t in tokens)
    return fts.execute("select rowid from docs where docs match ? order by bm25(docs) limit ?",
                       [expression, FLOOR_LIMIT]).fetchall()


def child_requests(index: str, requests_file: str, reps: str, baseline: str = "", baseline_index: str = "") -> dict:
    """Each request of the mix resolved `reps` times (and, with a baseline, by the baseline's
    resolver too — on the index the baseline built, which may be of another format — the two
    alternating request by request, which goes first alternating as well), then the floor lookup
    over the same mix."""
    from datasette_dbgraph import resolver
    from datasette_dbgraph.index.store import open_index

    mix = json.loads(Path(requests_file).read_text(encoding="utf-8"))
    sides = {"resolver": (resolver, open_index(index))}
    if baseline:
        sides["baseline"] = (load_baseline(baseline), open_index(baseline_index or index))
    t0 = time.perf_counter()
    fts = build_floor_fts(sides["resolver"][1])
    fts_build_s = time.perf_counter() - t0

    def run(side: str, raw: dict):
        module, conn = sides[side]
        request = module.Request(object=raw["object"], entity=raw["entity"], fields=list(raw["fields"]),
                                 where=dict(raw["where"]))
        return module.resolve(conn, request, module.Options())

    # The first request of the process: loads the segmenter, converter and glossary (the baseline's
    # first request, after it, finds the segmenter and converter loaded: not reported).
    t0 = time.perf_counter()
    run("resolver", mix[0])
    cold_ms = (time.perf_counter() - t0) * 1000
    if baseline:
        run("baseline", mix[0])
    times = {side: [[] for _ in mix] for side in sides}
    floor_ms = [[] for _ in mix]
    statuses = [None] * len(mix)
    answers: dict[str, list] = {side: [None] * len(mix) for side in sides}
    errors = []
    clock = time.perf_counter
    order = list(sides)
    for rep in range(int(reps)):
        for i, raw in enumerate(mix):
            for side in (order if (rep + i) % 2 == 0 else order[::-1]):
                t0 = clock()
                try:
                    result = run(side, raw)
                except Exception as error:  # counted, not fatal: the timing run should finish
                    errors.append(f"{side}: {describe_request(raw)}: {type(error).__name__}: {error}")
                    result = {"status": "error"}
                times[side][i].append((clock() - t0) * 1000)
                answers[side][i] = result
            statuses[i] = answers["resolver"][i]["status"]
        for i, raw in enumerate(mix):
            t0 = clock()
            floor_lookup(fts, raw)
            floor_ms[i].append((clock() - t0) * 1000)
    out = {"cold_first_ms": cold_ms, "fts_build_s": fts_build_s, "resolver_ms": times["resolver"],
           "floor_ms": floor_ms, "statuses": statuses, "errors": errors[:20], "error_count": len(errors),
           "rss_peak_mb": maxrss_mb(), "package": package_file()}
    if baseline:
        different = [i for i in range(len(mix)) if answers["resolver"][i] != answers["baseline"][i]]
        out.update(baseline_ms=times["baseline"], different_answers=len(different),
                   differences=[describe_request(mix[i]) for i in different[:10]])
    return out


# -- parent ----------------------------------------------------------------------------------
def log(message: str) -> None:
    print(message, flush=True)


def catalog_for(n: int) -> tuple[Path, object]:
    path = OUT / f"catalog-{n}.sql"
    info = write_catalog(path, n, seed=CATALOG_SEED)
    return path, info


def bench_build(n: int, catalog: Path, reps: int, baseline: Path | None = None) -> dict:
    index = OUT / f"index-{n}.db"
    builds, floors, base_builds = [], [], []
    for rep in range(reps):  # interleaved, so a noisy minute hits every side
        floors.append(run_child("floor", str(catalog)))
        builds.append(run_child("build", str(catalog), str(index)))
        if baseline is not None:
            base_builds.append(run_child("build", str(catalog), str(OUT / f"index-{n}-baseline.db"), tree=baseline))
        log(f"  N={n} rep {rep + 1}/{reps}: build {builds[-1]['total_s']:.2f} s "
            f"(parse {builds[-1]['parse_s']:.2f} + index {builds[-1]['index_s']:.2f}), "
            f"floor {floors[-1]['parse_s']:.2f} s, peak RSS {builds[-1]['rss_peak_mb']:.0f} MB"
            + (f"; baseline build {base_builds[-1]['total_s']:.2f} s" if base_builds else ""))
    build_s = median([b["total_s"] for b in builds])
    floor_s = median([f["parse_s"] for f in floors])
    base = {}
    if base_builds:
        base_s = median([b["total_s"] for b in base_builds])
        base = {"baseline": {"build_s": base_s, "rss_peak_mb": max(b["rss_peak_mb"] for b in base_builds),
                             "ratio": build_s / base_s, "runs": base_builds}}
    return {**base,
        "n": n, "reps": reps, "index": str(index), "catalog_mb": catalog.stat().st_size / 1e6,
        "statements": floors[0]["statements"], "summary": builds[0]["summary"], "skipped": builds[0]["skipped"],
        "build_s": build_s, "parse_s": median([b["parse_s"] for b in builds]),
        "index_s": median([b["index_s"] for b in builds]), "floor_s": floor_s, "ratio": build_s / floor_s,
        "rss_peak_mb": max(b["rss_peak_mb"] for b in builds),
        "rss_build_mb": max(b["rss_peak_mb"] - b["rss_before_mb"] for b in builds),
        "floor_rss_peak_mb": max(f["rss_peak_mb"] for f in floors),
        "runs": {"build": builds, "floor": floors},
    }


def distribution(per_request: list[float]) -> dict:
    return {"median_ms": median(per_request), "p95_ms": percentile(per_request, 0.95), "max_ms": max(per_request),
            "mean_ms": statistics.fmean(per_request)}


def bench_requests(n: int, info, index: str, count: int, reps: int, baseline: Path | None = None) -> dict:
    mix = make_requests(count, REQUEST_SEED, info)
    requests_file = OUT / f"requests-{n}.json"
    requests_file.write_text(json.dumps(mix, ensure_ascii=False), encoding="utf-8")
    baseline_index = OUT / f"index-{n}-baseline.db"
    data = run_child("requests", index, str(requests_file), str(reps), str(baseline or ""),
                     str(baseline_index) if baseline and baseline_index.exists() else "")
    per_resolver = [median(v) for v in data["resolver_ms"]]
    per_floor = [median(v) for v in data["floor_ms"]]
    raw_max = max(max(v) for v in data["resolver_ms"])
    slowest = sorted(range(len(mix)), key=lambda i: -per_resolver[i])[:10]
    by_kind: dict[str, list[float]] = {}
    statuses: dict[str, int] = {}
    for i, raw in enumerate(mix):
        by_kind.setdefault(raw["kind"], []).append(per_resolver[i])
        statuses[data["statuses"][i]] = statuses.get(data["statuses"][i], 0) + 1
    out = {
        "n": n, "requests": count, "reps": reps, "cold_first_ms": data["cold_first_ms"],
        "resolver": {"median_ms": median(per_resolver), "p95_ms": percentile(per_resolver, 0.95),
                     "max_ms": max(per_resolver), "mean_ms": statistics.fmean(per_resolver), "raw_max_ms": raw_max},
        "floor": {"median_ms": median(per_floor), "p95_ms": percentile(per_floor, 0.95), "max_ms": max(per_floor),
                  "mean_ms": statistics.fmean(per_floor)},
        "over_50ms": sum(1 for t in per_resolver if t > REQUEST_MAX_MS),
        "by_kind_median_ms": {k: median(v) for k, v in sorted(by_kind.items())},
        "by_kind_max_ms": {k: max(v) for k, v in sorted(by_kind.items())},
        "statuses": statuses, "errors": data["errors"], "error_count": data["error_count"],
        "slowest": [{"ms": per_resolver[i], "floor_ms": per_floor[i], "request": describe_request(mix[i]),
                     "status": data["statuses"][i]} for i in slowest],
        "rss_peak_mb": data["rss_peak_mb"], "floor_fts_build_s": data["fts_build_s"],
    }
    out["ratio_median"] = out["resolver"]["median_ms"] / out["floor"]["median_ms"]
    out["ratio_p95"] = out["resolver"]["p95_ms"] / out["floor"]["p95_ms"]
    out["ratio_mean"] = out["resolver"]["mean_ms"] / out["floor"]["mean_ms"]
    if baseline is not None:
        per_base = [median(v) for v in data["baseline_ms"]]
        base = distribution(per_base)
        out["baseline"] = {
            **base, "different_answers": data["different_answers"], "differences": data["differences"],
            "ratio_median": out["resolver"]["median_ms"] / base["median_ms"],
            "ratio_p95": out["resolver"]["p95_ms"] / base["p95_ms"],
            "ratio_mean": out["resolver"]["mean_ms"] / base["mean_ms"],
            # Per request, this tree's time over the baseline's: the median and the spread.
            "ratio_per_request_median": median([a / b for a, b in zip(per_resolver, per_base) if b > 0]),
            "ratio_per_request_p95": percentile([a / b for a, b in zip(per_resolver, per_base) if b > 0], 0.95),
        }
    return out


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url: str, timeout: float = 30) -> tuple[int, bytes]:
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.status, response.read()


def bench_datasette(starts: int, baseline: Path | None = None) -> dict:
    trees = {"dbgraph": ROOT, **({"baseline": baseline} if baseline is not None else {})}
    runs: dict[str, list[dict]] = {name: [] for name in trees}
    for _ in range(starts):  # interleaved
        for name, tree in trees.items():
            runs[name].append(datasette_start(tree))
            run = runs[name][-1]
            log(f"  {name} start: up {run['up_s']:.2f} s, first request {run['first_request_s'] * 1000:.0f} ms, "
                f"second {run['second_request_s'] * 1000:.1f} ms → {run['status']} {run['table']}")

    def summary(items: list[dict]) -> dict:
        return {"starts": len(items), "runs": items,
                **{key: median([r[key] for r in items])
                   for key in ("up_s", "first_request_s", "to_first_answer_s", "second_request_s")}}

    out = summary(runs["dbgraph"])
    if baseline is not None:
        out["baseline"] = summary(runs["baseline"])
    return out


def datasette_start(tree: Path) -> dict:
    """Start `datasette demo.db` with the package of `tree`, and time its first dbgraph requests."""
    datasette = Path(sys.executable).parent / "datasette"
    query = "/-/dbgraph.json?" + urllib.parse.urlencode({"entity": "订单"})
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    t0 = time.perf_counter()
    proc = subprocess.Popen([str(datasette), str(ROOT / "demo.db"), "-p", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=ROOT, env=tree_env(tree))
    try:
        while True:  # the server is up when a cheap core page answers
            if proc.poll() is not None:
                raise RuntimeError("datasette exited: " + proc.stderr.read().decode()[-2000:])
            try:
                get(base + "/-/versions.json", timeout=2)
                break
            except OSError:
                time.sleep(0.02)
            if time.perf_counter() - t0 > 120:
                raise RuntimeError("datasette did not start within 120 s")
        t_up = time.perf_counter()
        status, body = get(base + query, timeout=120)
        t_first = time.perf_counter()
        get(base + query, timeout=60)
        t_second = time.perf_counter()
        result = json.loads(body)
        return {"up_s": t_up - t0, "first_request_s": t_first - t_up, "to_first_answer_s": t_first - t0,
                "second_request_s": t_second - t_first, "http": status, "status": result.get("status"),
                "table": (result.get("resolved") or {}).get("qualified")}
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def verdict(ok: bool) -> str:
    return "ok" if ok else "MISSED"


def environment(baseline: Path | None = None) -> dict:
    import sqlglot

    def git(*args, tree: Path = ROOT):
        try:
            return subprocess.run(["git", *args], cwd=tree, capture_output=True, text=True).stdout.strip()
        except OSError:
            return ""

    return {
        "python": platform.python_version(), "sqlglot": sqlglot.__version__, "sqlite": sqlite3.sqlite_version,
        "cpus": os.cpu_count(), "machine": platform.machine(), "loadavg_start": os.getloadavg(),
        "commit": git("rev-parse", "--short", "HEAD"),
        "package_changes": git("status", "--porcelain", "--", "datasette_dbgraph"),
        **({"baseline_commit": git("rev-parse", "--short", "HEAD", tree=baseline),
            "baseline_changes": git("status", "--porcelain", "--", "datasette_dbgraph", tree=baseline)}
           if baseline is not None else {}),
    }


def summary_table(result: dict) -> list[str]:
    lines = []
    row = "{:<38} {:>12} {:>12} {:>8}  {}"
    lines.append(row.format("measure", "dbgraph", "floor", "ratio", "target"))
    lines.append("-" * 92)
    for b in result["build"]:
        lines.append(row.format(f"build N={b['n']:,} (s, median of {b['reps']})", f"{b['build_s']:.2f}",
                                f"{b['floor_s']:.2f}", f"{b['ratio']:.2f}×",
                                f"≤ {BUILD_TARGET:g}× floor: {verdict(b['ratio'] <= BUILD_TARGET)}"))
        lines.append(row.format(f"  of which parse / index (s)", f"{b['parse_s']:.2f}/{b['index_s']:.2f}", "", "", ""))
        lines.append(row.format(f"  peak RSS of build N={b['n']:,} (MB)", f"{b['rss_peak_mb']:.0f}",
                                f"{b['floor_rss_peak_mb']:.0f}", "",
                                f"≤ {MEMORY_TARGET_MB} MB: {verdict(b['rss_peak_mb'] <= MEMORY_TARGET_MB)}"))
    for r in result["requests"]:
        res, flo = r["resolver"], r["floor"]
        ok = r["ratio_median"] <= REQUEST_TARGET
        lines.append(row.format(f"request N={r['n']:,} median (ms)", f"{res['median_ms']:.2f}", f"{flo['median_ms']:.3f}",
                                f"{r['ratio_median']:.1f}×", f"≤ {REQUEST_TARGET:g}× floor: {verdict(ok)}"))
        lines.append(row.format(f"request N={r['n']:,} p95 (ms)", f"{res['p95_ms']:.2f}", f"{flo['p95_ms']:.3f}",
                                f"{r['ratio_p95']:.1f}×", ""))
        lines.append(row.format(f"request N={r['n']:,} mean (ms)", f"{res['mean_ms']:.2f}", f"{flo['mean_ms']:.3f}",
                                f"{r['ratio_mean']:.1f}×", ""))
        lines.append(row.format(f"request N={r['n']:,} max (ms)", f"{res['max_ms']:.1f}", f"{flo['max_ms']:.2f}", "",
                                f"≤ {REQUEST_MAX_MS:g} ms: {verdict(res['max_ms'] <= REQUEST_MAX_MS)} "
                                f"({r['over_50ms']} over)"))
        lines.append(row.format(f"request N={r['n']:,} cold first (ms)", f"{r['cold_first_ms']:.0f}", "", "", ""))
    growth = result.get("growth") or {}
    if growth:
        lines.append(row.format(f"growth {growth['from']:,}→{growth['to']:,}: build", f"{growth['build']:.1f}×",
                                f"{growth['floor']:.1f}×", "", f"≈ {growth['to'] / growth['from']:g}× (linear)"))
        lines.append(row.format(f"growth {growth['from']:,}→{growth['to']:,}: request median",
                                f"{growth['request_median']:.2f}×", f"{growth['floor_median']:.2f}×", "", "≈ 1× (flat)"))
        lines.append(row.format(f"growth {growth['from']:,}→{growth['to']:,}: request p95",
                                f"{growth['request_p95']:.2f}×", f"{growth['floor_p95']:.2f}×", "", "≈ 1× (flat)"))
    d = result.get("datasette")
    if d:
        lines.append(row.format(f"datasette demo.db: server up (s)", f"{d['up_s']:.2f}", "", "", f"median of {d['starts']}"))
        lines.append(row.format(f"  first dbgraph request (ms)", f"{d['first_request_s'] * 1000:.0f}", "", "",
                                "builds the in-memory index"))
        lines.append(row.format(f"  start → first answer (s)", f"{d['to_first_answer_s']:.2f}", "", "", ""))
        lines.append(row.format(f"  second request (ms)", f"{d['second_request_s'] * 1000:.1f}", "", "", ""))
    if result.get("baseline"):
        lines.extend(baseline_table(result))
    return lines


def baseline_table(result: dict) -> list[str]:
    """This tree against the baseline, measured in the same run: ratios below 1 are faster."""
    row = "{:<38} {:>12} {:>12} {:>8}  {}"
    lines = ["", f"against the baseline {result['baseline']} (same run, interleaved)",
             row.format("measure", "dbgraph", "baseline", "ratio", ""), "-" * 92]
    for b in result["build"]:
        base = b["baseline"]
        lines.append(row.format(f"build N={b['n']:,} (s, median of {b['reps']})", f"{b['build_s']:.2f}",
                                f"{base['build_s']:.2f}", f"{base['ratio']:.3f}×", ""))
    for r in result["requests"]:
        res, base = r["resolver"], r["baseline"]
        for label, key in (("median", "median_ms"), ("p95", "p95_ms"), ("mean", "mean_ms")):
            lines.append(row.format(f"request N={r['n']:,} {label} (ms)", f"{res[key]:.3f}", f"{base[key]:.3f}",
                                    f"{res[key] / base[key]:.3f}×", ""))
        lines.append(row.format(f"request N={r['n']:,} max (ms)", f"{res['max_ms']:.1f}", f"{base['max_ms']:.1f}", "",
                                ""))
        lines.append(row.format(f"  per request: median of the ratios", "", "", f"{base['ratio_per_request_median']:.3f}×",
                                f"their p95 {base['ratio_per_request_p95']:.3f}×"))
        lines.append(row.format(f"  same answer as the baseline", f"{r['requests'] - base['different_answers']}",
                                f"of {r['requests']}", "", "; ".join(base["differences"][:3])))
    d = result.get("datasette")
    if d and d.get("baseline"):
        base = d["baseline"]
        for label, key in (("datasette: server up (s)", "up_s"), ("  first dbgraph request (s)", "first_request_s"),
                           ("  second request (s)", "second_request_s")):
            lines.append(row.format(label, f"{d[key]:.3f}", f"{base[key]:.3f}", f"{d[key] / base[key]:.3f}×", ""))
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="N = 1,000 only, 200 requests, 2 repetitions")
    parser.add_argument("--sizes", help="comma-separated catalog sizes (default 1000,10000)")
    parser.add_argument("--requests", type=int, help="requests per size (default 1000)")
    parser.add_argument("--reps", type=int,
                        help="repetitions of each build and request pass (default 3 below N = 5,000, 2 above)")
    parser.add_argument("--build-reps", type=int, help="repetitions of each build and floor (default as --reps)")
    parser.add_argument("--starts", type=int, default=3, help="datasette starts (default 3)")
    parser.add_argument("--no-datasette", action="store_true", help="skip the datasette first-request measure")
    parser.add_argument("--baseline", type=Path,
                        help="another checkout of this repository, measured in the same run for comparison")
    parser.add_argument("--json", default=str(OUT / "speed.json"), help="where to write the results")
    parser.add_argument("--sentences-only", action="store_true",
                        help="only the one-box measure: a sentence against the same request typed as keys")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    if args.child:
        kind, *rest = args.child
        fn = {"build": child_build, "floor": child_floor, "requests": child_requests}[kind]
        print(json.dumps(fn(*rest)))
        return 0

    from sentence_speed import measure as measure_sentences, summary as sentences_summary

    if args.sentences_only:
        log(sentences_summary(measure_sentences()))
        return 0
    baseline = args.baseline.resolve() if args.baseline else None
    if baseline is not None and not (baseline / "datasette_dbgraph" / "resolver.py").is_file():
        parser.error(f"--baseline {args.baseline}: not a checkout of datasette-dbgraph")
    sizes = [int(s) for s in args.sizes.split(",")] if args.sizes else ([1000] if args.quick else [1000, 10000])
    count = args.requests or (200 if args.quick else 1000)
    reps = args.reps or (2 if args.quick else 3)
    OUT.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    result: dict = {"environment": environment(baseline), "sizes": sizes, "build": [], "requests": [],
                    "baseline": str(baseline) if baseline else None}
    log(f"datasette-dbgraph speed: sizes {sizes}, {count} requests, {reps} repetitions "
        f"(commit {result['environment']['commit']}, load {result['environment']['loadavg_start'][0]:.2f})"
        + (f"; baseline {baseline} at {result['environment']['baseline_commit']}" if baseline else ""))
    for n in sizes:
        catalog, info = catalog_for(n)
        log(f"N={n:,}: catalog {catalog} ({catalog.stat().st_size / 1e6:.1f} MB)")
        build_reps = args.build_reps or args.reps or (reps if n < 5000 else max(1, reps - 1))
        build = bench_build(n, catalog, build_reps, baseline)
        result["build"].append(build)
        log(f"  {build['summary']}")
        req = bench_requests(n, info, build["index"], count, args.reps or (reps if n < 5000 else max(1, reps - 1)),
                             baseline)
        result["requests"].append(req)
        log(f"  requests: resolver median {req['resolver']['median_ms']:.2f} ms, p95 {req['resolver']['p95_ms']:.2f}, "
            f"max {req['resolver']['max_ms']:.1f}; floor median {req['floor']['median_ms']:.3f} ms; "
            f"statuses {req['statuses']}" + (f"; {req['error_count']} ERRORS" if req["error_count"] else "")
            + (f"; baseline median {req['baseline']['median_ms']:.2f} ms, "
               f"{req['baseline']['different_answers']} different answers" if baseline else ""))
    if len(sizes) > 1:
        a, b = result["build"][0], result["build"][-1]
        ra, rb = result["requests"][0], result["requests"][-1]
        result["growth"] = {
            "from": a["n"], "to": b["n"], "build": b["build_s"] / a["build_s"], "floor": b["floor_s"] / a["floor_s"],
            "request_median": rb["resolver"]["median_ms"] / ra["resolver"]["median_ms"],
            "request_p95": rb["resolver"]["p95_ms"] / ra["resolver"]["p95_ms"],
            "floor_median": rb["floor"]["median_ms"] / ra["floor"]["median_ms"],
            "floor_p95": rb["floor"]["p95_ms"] / ra["floor"]["p95_ms"],
        }
    if not args.no_datasette:
        log("datasette demo.db: first request after start")
        result["datasette"] = bench_datasette(args.starts, baseline)
    result["sentences"] = measure_sentences()
    log(sentences_summary(result["sentences"]))
    result["environment"]["loadavg_end"] = os.getloadavg()
    result["seconds"] = time.perf_counter() - started

    last = result["requests"][-1]
    log(f"\n10 slowest requests at N={last['n']:,} (median of {last['reps']} runs each):")
    for s in last["slowest"]:
        log(f"  {s['ms']:7.2f} ms  (floor {s['floor_ms']:.3f})  {s['status']:<22} {s['request']}")
    log(f"\nper-kind median / max (ms) at N={last['n']:,}: " + ", ".join(
        f"{k} {v:.1f}/{last['by_kind_max_ms'][k]:.1f}" for k, v in last["by_kind_median_ms"].items()))
    if last["errors"]:
        log("errors: " + "; ".join(last["errors"][:5]))
    log("\nsummary")
    for line in summary_table(result):
        log(line)
    log(f"\n{result['seconds']:.0f} s in all; load average {result['environment']['loadavg_start'][0]:.2f} → "
        f"{result['environment']['loadavg_end'][0]:.2f}; JSON in {args.json}")
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
