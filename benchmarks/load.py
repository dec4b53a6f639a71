"""Load: a running `datasette demo.db` under 50 concurrent clients, our endpoint beside Datasette's own.

    python benchmarks/load.py                      # 10 s per phase, 50 clients, Debian's `hey`
    python benchmarks/load.py --seconds 5 --clients 20 --python /tmp/venv1/bin/python

Datasette is started in a subprocess on a free port, on a copy of demo.db (named demo.db, so the
database is `demo`). Phases, each --seconds long, driven by `hey` (apt-get install hey):

1. ours alone: --clients clients on `/-/dbgraph.json`, spread over a mixed request list (entity,
   entity+fields, where-only, object+where, nonsense, ubiquitous, Chinese / English / Traditional,
   a POST body);
2. Datasette's own alone: --clients clients on `/demo/<table>.json?_size=1` over several tables;
3. side by side: both at once, --clients each, in the same run: the ratio of our requests/s to
   Datasette's own is the figure to quote (same server, same moment, same machine);
4. schema changes under load: ours under --clients clients while another process (the `sqlite3`
   command-line tool) adds a table, then drops it, again and again. After every change the very
   next answer must reflect it (resolved after CREATE, not_found after DROP): no stale answer.

Zero errors are required: every response must carry the status expected for its request (all 200
here), and `hey` must report no connection errors. Results: benchmarks/out/load.json; exit 1 on any
error or stale answer.

Catalog scale, with and without permission rules (issues 13 and 19):

    python benchmarks/load.py --tables 3500 --clients 128
    python benchmarks/load.py --tables 10000 --clients 128 --python /work/venv1/bin/python
    nice python benchmarks/load.py --tables 10000 --requests 300 --clients 8 --per-client 10 --timing 200

A generated SQLite catalog of --tables tables (benchmarks/catalog.py, cached in benchmarks/out/)
is served by two Datasettes side by side, one with no rules and one whose metadata hides --rules
tables from the anonymous actor (table-level `allow` blocks). Phases:

1. latency: --requests requests of the catalog's request mix, one at a time, alternating between
   the two servers: medians and p95 with and without rules, and their ratio (same run);
2. load: --clients concurrent clients on each server, a bounded number of requests each
   (--per-client), spread over the mix: every response must be an answer (200); 503 "busy" (the
   server is at capacity: a search could not get its turn within its time limit) is counted
   apart; any other status or connection error is a lost request;
3. a schema change on the rule-free server: how long Datasette's home page, the 1.0a jump menu
   and the first search for the new table take right after a CREATE TABLE.

The rules server also serves a hidden database (`vault`, 3,000 tables `xproj_<n>` whose words no
visible table has), allowed to the actor `admin` only, and is started with a known secret so the
benchmark can sign in as that actor. Phases added for issue 19 ("trust, round two"):

4. latency, interleaved per request: the rule-free server, and on the rules server the anonymous
   actor (table rules and the hidden database apply) and `admin` (sees everything). Every third
   entity request of the mix is typed into the one box (`q`) instead. Targets: anonymous and admin
   medians <= 60 ms, p95 <= 200 ms;
5. a word only hidden tables have against a word no table has, anonymous on the rules server,
   interleaved (--timing pairs): target median ratio <= 1.5 — what a request costs depends only on
   what the actor may see;
6. Datasette's own `/-/versions.json`, one request at a time, idle and then while --clients
   clients load the search (the mix, plus `q=日志&_all=1` clients as in the issue): target median
   under load <= 2x idle.

A missed target is reported and makes the exit status 1, like a lost request. Results:
benchmarks/out/load-<tables>-<datasette version>.json.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import re
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))  # benchmarks/catalog.py, run as a script like benchmarks/speed.py
DEMO_DB = ROOT / "demo.db"

# (label, query or None for the POST, POST body or None, expected JSON status)
OURS = [
    ("entity-zh", {"entity": "订单"}, None, "resolved"),
    ("entity+fields", {"entity": "会员", "fields": "手机号,昵称"}, None, "resolved"),
    ("where-only", {"where.order_sn": "SO202401010001"}, None, "resolved"),
    ("object+where", {"object": "orders", "where.status": "3"}, None, "resolved"),
    ("nonsense", {"entity": "asdf qwerty zxcv"}, None, "not_found"),
    ("ubiquitous", {"where.id": "1"}, None, "insufficient_evidence"),
    ("ambiguous", {"entity": "用户"}, None, "ambiguous"),
    ("entity-en", {"entity": "order items"}, None, "resolved"),
    ("entity-zh-hant", {"entity": "訂單"}, None, "resolved"),
    ("post", None, {"entity": "会员", "where": {"mobile": "13800138000"}}, "resolved"),
]
THEIRS = ["orders", "members", "products", "order_items", "payments"]
PROBE_TABLE = "load_probe_{n}"
PROBE_WORDS = "负载探针"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fetch(url: str, body: dict | None = None, timeout: float = 30,
          headers: dict | None = None) -> tuple[int, dict | None]:
    data = json.dumps(body, ensure_ascii=False).encode() if body is not None else None
    headers = {**({"Content-Type": "application/json"} if data else {}), **(headers or {})}
    request = urllib.request.Request(url, data=data, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            raw = response.read()
            code = response.status
    except urllib.error.HTTPError as error:
        raw, code = error.read(), error.code
    try:
        return code, json.loads(raw)
    except ValueError:
        return code, None


def ours_url(base: str, query: dict | None) -> str:
    return f"{base}/-/dbgraph.json" + ("?" + urllib.parse.urlencode(query) if query else "")


# -- hey ------------------------------------------------------------------------------------------
def hey_command(url: str, clients: int, seconds: float, body: dict | None = None) -> list[str]:
    command = ["hey", "-z", f"{seconds}s", "-c", str(clients), "-t", "30", "-disable-keepalive=false"]
    if body is not None:
        command += ["-m", "POST", "-T", "application/json", "-d", json.dumps(body, ensure_ascii=False)]
    return command + [url]


def parse_hey(text: str) -> dict:
    rps = re.search(r"Requests/sec:\s+([\d.]+)", text)
    codes = {int(c): int(n) for c, n in re.findall(r"\[(\d{3})\]\s+(\d+) responses", text)}
    errors_block = text.split("Error distribution:")[1] if "Error distribution:" in text else ""
    errors = {m.group(2).strip(): int(m.group(1)) for m in re.finditer(r"\[(\d+)\]\s+(.+)", errors_block)}
    latency = {k: float(v) for k, v in re.findall(r"(Slowest|Fastest|Average):\s+([\d.]+) secs", text)}
    p = {f"p{k}": float(v) for k, v in re.findall(r"\s(\d+)%% in ([\d.]+) secs".replace("%%", "%"), text)}
    return {"rps": float(rps.group(1)) if rps else 0.0, "codes": codes, "errors": errors,
            "responses": sum(codes.values()), **latency, **p}


def run_hey_group(jobs: list[tuple[str, str, int, dict | None]], seconds: float) -> dict[str, dict]:
    """Start every (label, url, clients, body) job at once; wait for all."""
    processes = {label: subprocess.Popen(hey_command(url, clients, seconds, body), stdout=subprocess.PIPE,
                                         stderr=subprocess.STDOUT, text=True)
                 for label, url, clients, body in jobs}
    return {label: parse_hey(process.communicate()[0]) for label, process in processes.items()}


def split(total: int, parts: int) -> list[int]:
    return [total // parts + (1 if i < total % parts else 0) for i in range(parts)]


def ours_jobs(base: str, clients: int) -> list[tuple[str, str, int, dict | None]]:
    counts = split(clients, len(OURS))
    return [(f"ours:{label}", ours_url(base, query), n, body)
            for (label, query, body, _), n in zip(OURS, counts) if n]


def theirs_jobs(base: str, clients: int) -> list[tuple[str, str, int, dict | None]]:
    counts = split(clients, len(THEIRS))
    return [(f"datasette:{t}", f"{base}/demo/{t}.json?_size=1", n, None) for t, n in zip(THEIRS, counts) if n]


def summarise(results: dict[str, dict], prefix: str) -> dict:
    picked = {k: v for k, v in results.items() if k.startswith(prefix)}
    codes: dict[int, int] = {}
    errors: dict[str, int] = {}
    for value in picked.values():
        for code, n in value["codes"].items():
            codes[code] = codes.get(code, 0) + n
        for error, n in value["errors"].items():
            errors[error] = errors.get(error, 0) + n
    return {"rps": round(sum(v["rps"] for v in picked.values()), 1), "responses": sum(codes.values()),
            "codes": codes, "errors": errors, "non_200": sum(n for c, n in codes.items() if c != 200),
            "slowest_s": max((v.get("Slowest", 0) for v in picked.values()), default=0),
            "by_request": {k.split(":", 1)[1]: round(v["rps"], 1) for k, v in picked.items()}}


# -- the schema-change phase ------------------------------------------------------------------------
def sqlite3_cli(db: Path, sql: str) -> None:
    subprocess.run(["sqlite3", "-cmd", ".timeout 20000", str(db), sql], check=True, capture_output=True, text=True)


def schema_changes(base: str, db: Path, seconds: float, report: dict) -> None:
    """Add a table, ask; drop it, ask; repeat until time is up. The first answer after each change
    must already reflect it."""
    deadline = time.monotonic() + seconds
    n = 0
    while time.monotonic() < deadline:
        n += 1
        table = PROBE_TABLE.format(n=n)
        sqlite3_cli(db, f"CREATE TABLE {table} ( -- {PROBE_WORDS}表\n id INTEGER PRIMARY KEY, probe_code TEXT -- 探针编码\n);"
                        f"INSERT INTO {table} VALUES (1, 'P{n}');")
        started = time.perf_counter()
        code, by_name = fetch(ours_url(base, {"object": table, "where.probe_code": f"P{n}"}))
        report["after_change_s"].append(time.perf_counter() - started)
        _, by_words = fetch(ours_url(base, {"entity": PROBE_WORDS}))
        ok = (code == 200 and by_name and by_name["status"] == "resolved" and by_name["resolved"]["table"] == table
              and by_words and by_words["status"] == "resolved" and by_words["resolved"]["table"] == table)
        if not ok:
            report["stale"].append({"cycle": n, "after": "create", "code": code,
                                    "by_name": by_name and by_name.get("status"),
                                    "by_words": by_words and (by_words.get("status"), (by_words.get("resolved") or {}).get("table"))})
        if ok and by_name.get("links", {}).get("table"):
            rows_code, rows = fetch(f"{base}{by_name['links']['table'].replace('?', '.json?', 1)}&_shape=array")
            if rows_code != 200 or rows != [{"id": 1, "probe_code": f"P{n}"}]:
                report["stale"].append({"cycle": n, "after": "create", "link": rows_code, "rows": rows})
        sqlite3_cli(db, f"DROP TABLE {table};")
        code, by_name = fetch(ours_url(base, {"object": table}))
        _, by_words = fetch(ours_url(base, {"entity": PROBE_WORDS}))
        if not (code == 200 and by_name and by_name["status"] == "not_found"
                and by_words and by_words["status"] != "resolved"):
            report["stale"].append({"cycle": n, "after": "drop", "code": code, "by_name": by_name and by_name.get("status"),
                                    "by_words": by_words and by_words.get("status")})
    report["cycles"] = n


# -- catalog scale ----------------------------------------------------------------------------------
# Requests of the catalog's mix kept for the load phase (each a URL of its own for `hey`).
LOAD_URLS = 16
RULE_ACTOR = {"id": "admin"}
# The hidden database of the rules server: tables whose words no visible table has (issue 19).
VAULT_TABLES = 3000
HIDDEN_WORD, UNKNOWN_WORD = "xproj", "xprok"
# Datasette's secret on both servers: the benchmark signs the admin actor's cookie with it.
SECRET = "dbgraph-load-benchmark"
# Targets of issue 19 (phases 4-6 above).
TARGET_MEDIAN_MS, TARGET_P95_MS, TARGET_HIDDEN_RATIO, TARGET_VERSIONS_RATIO = 60, 200, 1.5, 2.0
# `q=日志&_all=1` clients among the load phase's clients (the eight).
ALL_CLIENTS = 8
VERSIONS_IDLE = 100
PROBE_DDL = "CREATE TABLE scale_probe_{n} ( -- 规模探针{n}表\n id INTEGER PRIMARY KEY, probe_code TEXT -- 探针编码\n);"


def stop(server: subprocess.Popen) -> None:
    server.terminate()
    with contextlib.suppress(subprocess.TimeoutExpired):
        return server.wait(timeout=30)
    server.kill()


def start_server(python: str, db: Path, folder: Path, metadata: dict | None,
                 more: tuple[Path, ...] = ()) -> tuple[subprocess.Popen, str]:
    port = free_port()
    command = [python, "-m", "datasette", "serve", str(db), *map(str, more), "-p", str(port), "-h", "127.0.0.1"]
    if metadata is not None:
        (folder / "metadata.json").write_text(json.dumps(metadata))
        command += ["-m", str(folder / "metadata.json")]
    log = open(folder / "datasette.log", "w")
    server = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, cwd=folder,
                              env={**os.environ, "DATASETTE_SECRET": SECRET})
    base = f"http://127.0.0.1:{port}"
    for _ in range(600):
        try:
            if fetch(f"{base}/-/versions.json", timeout=2)[0] == 200:
                return server, base
        except OSError:
            time.sleep(0.2)
    raise SystemExit(f"Datasette did not start: {(folder / 'datasette.log').read_text()[-2000:]}")


def until_answered(url: str, limit: float = 120.0) -> tuple[float, int, dict | None]:
    """Seconds until the URL answers other than 'busy', the busy answers seen, and the answer."""
    started = time.perf_counter()
    busy = 0
    while True:
        code, data = fetch(url, timeout=limit)
        if not (code == 503 and data and data.get("status") == "busy") or time.perf_counter() - started > limit:
            return time.perf_counter() - started, busy, data
        busy += 1
        time.sleep(0.2)


def mix_queries(tables: int, count: int, one_box: bool = False) -> list[dict]:
    """The catalog's request mix as query strings; with `one_box`, every third entity request is
    typed into the one box (`q`) instead."""
    from catalog import CatalogInfo, generate, requests

    info = CatalogInfo(n=tables, seed=1, path="", tables=generate(tables, 1))
    queries = []
    entities = 0
    for request in requests(count, 2, info):
        query = {}
        if one_box and request.get("entity") and not request.get("object"):
            entities += 1
            if entities % 3 == 0:
                queries.append({"q": request["entity"]})
                continue
        for key in ("entity", "object"):
            if request.get(key):
                query[key] = request[key]
        if request.get("fields"):
            query["fields"] = ",".join(request["fields"])
        for key, value in (request.get("where") or {}).items():
            query[f"where.{key}"] = str(value)
        queries.append(query)
    return queries


def write_vault(path: Path, n: int) -> None:
    """The hidden database: n tables named `xproj_<i>` with a comment and the columns every table has."""
    if path.exists():
        return
    conn = sqlite3.connect(path)
    with conn:
        for i in range(n):
            conn.execute(f'CREATE TABLE "{HIDDEN_WORD}_{i}" ( -- 机要{HIDDEN_WORD}档案{i}\n'
                         " id INTEGER PRIMARY KEY,\n create_time TEXT, -- 创建时间\n"
                         f" {HIDDEN_WORD}_code TEXT -- {HIDDEN_WORD}编码\n)")
    conn.close()


def admin_headers() -> dict:
    """The cookie of the actor `admin`, signed as Datasette signs it (its secret is SECRET)."""
    from datasette.app import Datasette

    return {"Cookie": "ds_actor=" + Datasette(secret=SECRET).sign({"a": RULE_ACTOR}, "actor")}


def figures(values: list[float]) -> dict:
    values = sorted(values)
    return {"median_ms": round(1000 * values[len(values) // 2], 2),
            "p95_ms": round(1000 * values[int(len(values) * 0.95)], 2), "max_ms": round(1000 * values[-1], 1)}


def latency(bases: dict[str, str], queries: list[dict], headers: dict[str, dict] | None = None) -> dict:
    """Each query asked of every base in turn (interleaved); `bases` maps a name to a URL, and
    `headers` a name to the headers it is asked with (the actor)."""
    times: dict[str, list[float]] = {name: [] for name in bases}
    for query in queries:
        for name, base in bases.items():
            started = time.perf_counter()
            code, _ = fetch(ours_url(base, query), headers=(headers or {}).get(name))
            times[name].append(time.perf_counter() - started)
            if code not in (200,):
                times.setdefault(f"{name}_non_200", []).append(code)
    out = {}
    for name, values in times.items():
        out[name] = len(values) if name.endswith("_non_200") else figures(values)
    return out


def hidden_against_unknown(base: str, pairs: int) -> dict:
    """The anonymous actor asks for a word only hidden tables have and for a word no table has,
    alternately: both are answered the same way (not found), and should cost the same."""
    times: dict[str, list[float]] = {HIDDEN_WORD: [], UNKNOWN_WORD: []}
    statuses: dict[str, set] = {HIDDEN_WORD: set(), UNKNOWN_WORD: set()}
    for i in range(pairs):
        for word in ((HIDDEN_WORD, UNKNOWN_WORD) if i % 2 else (UNKNOWN_WORD, HIDDEN_WORD)):
            started = time.perf_counter()
            code, data = fetch(ours_url(base, {"q": word}))
            times[word].append(time.perf_counter() - started)
            statuses[word].add((code, data and data.get("status")))
    out = {word: figures(values) for word, values in times.items()}
    out["ratio"] = round(out[HIDDEN_WORD]["median_ms"] / out[UNKNOWN_WORD]["median_ms"], 2)
    out["statuses"] = {word: sorted(map(str, found)) for word, found in statuses.items()}
    return out


def versions_median(base: str, count: int, stop_when: threading.Event | None = None) -> dict:
    """Datasette's own /-/versions.json, one request at a time: `count` of them, or until `stop_when`."""
    times = []
    while (stop_when is None and len(times) < count) or (stop_when is not None and not stop_when.is_set()):
        started = time.perf_counter()
        fetch(f"{base}/-/versions.json")
        times.append(time.perf_counter() - started)
        if stop_when is not None:
            time.sleep(0.02)
    return {**figures(times), "requests": len(times)}


def load_beside_versions(base: str, queries: list[dict], clients: int, per_client: int) -> dict:
    """bounded_load on the mix plus ALL_CLIENTS clients of `q=日志&_all=1`, while Datasette's own
    /-/versions.json is asked one request at a time."""
    done = threading.Event()
    sampled: dict = {}
    sampler = threading.Thread(target=lambda: sampled.update(versions_median(base, 0, done)))
    all_url = ours_url(base, {"q": "日志", "_all": "1"})
    heavy = subprocess.Popen(["hey", "-n", str(ALL_CLIENTS * per_client), "-c", str(ALL_CLIENTS), "-t", "60", all_url],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    sampler.start()
    try:
        load = bounded_load(base, queries, clients, per_client)
        all_result = parse_hey(heavy.communicate()[0])
    finally:
        done.set()
        sampler.join()
    load["all_requests"] = {"clients": ALL_CLIENTS, "codes": all_result["codes"],
                            "slowest_s": all_result.get("Slowest", 0)}
    return {"load": load, "versions_under_load": sampled}


def bounded_load(base: str, queries: list[dict], clients: int, per_client: int) -> dict:
    urls = [ours_url(base, q) for q in queries[:LOAD_URLS]]
    counts = split(clients, len(urls))
    processes = [subprocess.Popen(["hey", "-n", str(n * per_client), "-c", str(n), "-t", "60", url],
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                 for url, n in zip(urls, counts) if n]
    results = [parse_hey(p.communicate()[0]) for p in processes]
    codes: dict[int, int] = {}
    errors = 0
    for result in results:
        for code, n in result["codes"].items():
            codes[code] = codes.get(code, 0) + n
        errors += sum(result["errors"].values())
    asked = sum(n * per_client for n in counts if n)
    answered = codes.get(200, 0)
    return {"clients": clients, "requests": asked, "answered": answered, "codes": codes,
            "connection_errors": errors, "lost": asked - answered - codes.get(503, 0),
            "rps": round(sum(r["rps"] for r in results), 1),
            "slowest_s": max((r.get("Slowest", 0) for r in results), default=0)}


def timed(url: str) -> tuple[float, int]:
    started = time.perf_counter()
    code, _ = fetch(url)
    return round(time.perf_counter() - started, 3), code


def after_change(base: str, db: Path, n: int, table: str) -> dict:
    """Datasette's own table page and the 1.0a jump menu while the index is rebuilt after a CREATE
    TABLE, beside the search that waits for the rebuild."""
    page = f"{base}/catalog/{table}"
    jump = f"{base}/-/jump?" + urllib.parse.urlencode({"q": "探针"})
    out = {"table_page_before_s": timed(page)[0], "jump_before_s": timed(jump)[0]}
    sqlite3_cli(db, PROBE_DDL.format(n=n))
    search: dict = {}

    def ask():
        seconds, busy, data = until_answered(ours_url(base, {"object": f"scale_probe_{n}"}))
        search.update(seconds=round(seconds, 3), busy=busy, status=data and data.get("status"))

    asker = threading.Thread(target=ask)
    asker.start()
    time.sleep(0.3)  # the search has started the rebuild
    out["table_page_during_s"], out["table_page_code"] = timed(page)
    out["jump_during_s"], out["jump_code"] = timed(jump)
    asker.join()
    out.update({f"search_{k}": v for k, v in search.items()})
    return out


def catalog_main(args) -> int:
    from catalog import generate, write_sqlite_catalog

    source = HERE / "out" / f"catalog-{args.tables}.db"
    if not source.exists():
        print(f"writing {source} …", flush=True)
        write_sqlite_catalog(source, args.tables, seed=1)
    vault = HERE / "out" / f"vault-{VAULT_TABLES}.db"
    write_vault(vault, VAULT_TABLES)
    names = [t.name for t in generate(args.tables, 1)]
    ruled = names[:: max(1, len(names) // args.rules)][: args.rules]
    rules = {"databases": {"catalog": {"tables": {name: {"allow": RULE_ACTOR} for name in ruled}},
                           "vault": {"allow": RULE_ACTOR}}}
    queries = mix_queries(args.tables, args.requests)
    folders = {name: Path(tempfile.mkdtemp(prefix=f"dbgraph-scale-{name}-")) for name in ("open", "rules")}
    servers, bases = {}, {}
    result: dict = {"tables": args.tables, "rules": len(ruled), "hidden_database_tables": VAULT_TABLES,
                    "python": platform.python_version(),
                    "machine": f"{platform.machine()}, {os.cpu_count()} CPUs", "errors": [], "missed": []}
    admin = admin_headers()
    try:
        for name, folder in folders.items():
            db = folder / "catalog.db"
            shutil.copy(source, db)
            more = ()
            if name == "rules":
                shutil.copy(vault, folder / "vault.db")
                more = (folder / "vault.db",)
            servers[name], bases[name] = start_server(args.python, db, folder, rules if name == "rules" else None,
                                                      more)
        result["datasette"] = fetch(f"{bases['open']}/-/versions.json")[1]["datasette"]["version"]
        result["first_search_s"] = {name: round(until_answered(ours_url(base, {"entity": "订单"}))[0], 2)
                                    for name, base in bases.items()}
        print(f"Datasette {result['datasette']}, {args.tables} tables, {len(ruled)} hidden by table rules and a "
              f"hidden database of {VAULT_TABLES} tables on one server; first search (index build) "
              f"{result['first_search_s']}", flush=True)
        result["latency"] = latency(bases, queries)
        result["latency_ratio_rules_to_open"] = round(
            result["latency"]["rules"]["median_ms"] / result["latency"]["open"]["median_ms"], 2)
        actors = {"open": bases["open"], "anonymous": bases["rules"], "admin": bases["rules"]}
        result["actors"] = latency(actors, mix_queries(args.tables, args.requests, one_box=True), {"admin": admin})
        result["hidden_word"] = hidden_against_unknown(bases["rules"], args.timing)
        result["versions_idle"] = versions_median(bases["rules"], VERSIONS_IDLE)
        beside = load_beside_versions(bases["rules"], queries, args.clients, args.per_client)
        result["versions_under_load"] = beside["versions_under_load"]
        result["versions_ratio"] = round(result["versions_under_load"]["median_ms"]
                                         / result["versions_idle"]["median_ms"], 2)
        result["load"] = {"open": bounded_load(bases["open"], queries, args.clients, args.per_client),
                          "rules": beside["load"]}
        result["schema_change"] = after_change(bases["open"], folders["open"] / "catalog.db", 1, names[0])
    finally:
        for server in servers.values():
            stop(server)
        for name, folder in folders.items():
            log = (folder / "datasette.log").read_text(errors="replace") if (folder / "datasette.log").exists() else ""
            if log.count("Traceback"):
                result["errors"].append(f"{name}: {log.count('Traceback')} traceback(s) in the server log")
                result.setdefault("server_log_tail", {})[name] = log[log.index("Traceback") - 200:][:4000]
            shutil.rmtree(folder, ignore_errors=True)
    for name, load in result.get("load", {}).items():
        if load["lost"] or load["connection_errors"]:
            result["errors"].append(f"{name}: {load['lost']} lost, {load['connection_errors']} connection errors")
    for name in ("open", "rules"):
        numbers = result.get("latency", {}).get(name)
        if numbers:
            print(f"latency {name:9} median {numbers['median_ms']:7.2f} ms  p95 {numbers['p95_ms']:7.2f} ms  "
                  f"max {numbers['max_ms']:7.1f} ms")
    if "latency_ratio_rules_to_open" in result:
        print(f"median with rules / without: {result['latency_ratio_rules_to_open']}")
    for name, numbers in result.get("actors", {}).items():
        if isinstance(numbers, dict):
            print(f"with q: {name:9} median {numbers['median_ms']:7.2f} ms  p95 {numbers['p95_ms']:7.2f} ms  "
                  f"max {numbers['max_ms']:7.1f} ms")
            if name in ("anonymous", "admin") and (numbers["median_ms"] > TARGET_MEDIAN_MS
                                                   or numbers["p95_ms"] > TARGET_P95_MS):
                result["missed"].append(f"{name}: median {numbers['median_ms']} ms, p95 {numbers['p95_ms']} ms")
    if "hidden_word" in result:
        hidden = result["hidden_word"]
        print(f"anonymous q={HIDDEN_WORD} (only hidden tables have it) median {hidden[HIDDEN_WORD]['median_ms']} ms, "
              f"q={UNKNOWN_WORD} (no table has it) {hidden[UNKNOWN_WORD]['median_ms']} ms: ratio {hidden['ratio']} "
              f"({args.timing} pairs, interleaved; answers {hidden['statuses']})")
        if hidden["ratio"] > TARGET_HIDDEN_RATIO:
            result["missed"].append(f"hidden word / unknown word {hidden['ratio']}")
    if "versions_ratio" in result:
        print(f"Datasette's /-/versions.json median: idle {result['versions_idle']['median_ms']} ms, under load "
              f"{result['versions_under_load']['median_ms']} ms ({result['versions_under_load']['requests']} "
              f"requests): ratio {result['versions_ratio']}")
        if result["versions_ratio"] > TARGET_VERSIONS_RATIO:
            result["missed"].append(f"versions.json under load / idle {result['versions_ratio']}")
    for name, load in result.get("load", {}).items():
        print(f"load {name:6} {load['clients']} clients, {load['requests']} requests: {load['answered']} answered, "
              f"{load['codes'].get(503, 0)} busy, {load['lost']} lost, {load['connection_errors']} connection errors; "
              f"{load['rps']} req/s, slowest {load['slowest_s']:.2f} s")
        if "all_requests" in load:
            print(f"     and {load['all_requests']['clients']} clients of q=日志&_all=1: codes "
                  f"{load['all_requests']['codes']}, slowest {load['all_requests']['slowest_s']:.2f} s")
    if "schema_change" in result:
        change = result["schema_change"]
        print(f"after a CREATE TABLE, while the index is rebuilt: a table page {change['table_page_during_s']} s "
              f"(before the change {change['table_page_before_s']} s), the jump menu {change['jump_during_s']} s "
              f"(HTTP {change['jump_code']}; before {change['jump_before_s']} s); the search for the new table "
              f"{change['search_seconds']} s ({change['search_busy']} busy answers first, then {change['search_status']})")
    print("targets missed: " + ("; ".join(result["missed"]) if result["missed"] else "none"))
    print("errors: " + ("; ".join(result["errors"]) if result["errors"] else "none"))
    out = Path(args.out or HERE / "out" / f"load-{args.tables}-{result.get('datasette', 'unknown')}.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, ensure_ascii=False, indent=2))
    print(f"written: {out}")
    return 1 if result["errors"] or result["missed"] else 0


# -- main -----------------------------------------------------------------------------------------
def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--python", default=sys.executable, help="the Python whose Datasette to run")
    parser.add_argument("--out", default=None)
    parser.add_argument("--tables", type=int, default=0, help="catalog scale: serve a generated catalog this big")
    parser.add_argument("--rules", type=int, default=100, help="catalog scale: tables hidden by table rules")
    parser.add_argument("--requests", type=int, default=300, help="catalog scale: requests in the latency phase")
    parser.add_argument("--per-client", type=int, default=10, help="catalog scale: requests per client under load")
    parser.add_argument("--timing", type=int, default=200,
                        help="catalog scale: pairs of requests comparing a hidden word with an unknown one")
    args = parser.parse_args()
    if not shutil.which("hey"):
        sys.exit("hey is not installed: apt-get install -y hey")
    if args.tables:
        return catalog_main(args)
    args.out = args.out or str(HERE / "out" / "load.json")

    folder = Path(tempfile.mkdtemp(prefix="dbgraph-load-"))
    db = folder / "demo.db"
    shutil.copy(DEMO_DB, db)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log = open(folder / "datasette.log", "w")
    server = subprocess.Popen([args.python, "-m", "datasette", "serve", str(db), "-p", str(port), "-h", "127.0.0.1"],
                              stdout=log, stderr=subprocess.STDOUT, cwd=folder)
    result: dict = {"clients": args.clients, "seconds": args.seconds, "python": platform.python_version(),
                    "machine": f"{platform.machine()}, {os.cpu_count()} CPUs", "errors": []}
    try:
        for _ in range(300):
            try:
                code, versions = fetch(f"{base}/-/versions.json", timeout=2)
                if code == 200:
                    result["datasette"] = versions["datasette"]["version"]
                    break
            except OSError:
                time.sleep(0.1)
        else:
            raise SystemExit("Datasette did not start")
        started = time.perf_counter()
        fetch(ours_url(base, {"entity": "订单"}))
        result["first_request_s"] = round(time.perf_counter() - started, 3)
        for label, query, body, expected in OURS:  # the mixed list answers what it should, before load
            code, data = fetch(ours_url(base, query), body)
            if code != 200 or not data or data["status"] != expected:
                result["errors"].append(f"{label}: {code} {data and data.get('status')} (expected {expected})")
        print(f"Datasette {result['datasette']} on {base}; {args.clients} clients, {args.seconds:g} s per phase; "
              f"first request (index build) {result['first_request_s']} s")

        phases = {}
        phases["ours_alone"] = summarise(run_hey_group(ours_jobs(base, args.clients), args.seconds), "ours:")
        phases["datasette_alone"] = summarise(run_hey_group(theirs_jobs(base, args.clients), args.seconds), "datasette:")
        both = run_hey_group(ours_jobs(base, args.clients) + theirs_jobs(base, args.clients), args.seconds)
        phases["side_by_side_ours"] = summarise(both, "ours:")
        phases["side_by_side_datasette"] = summarise(both, "datasette:")

        change: dict = {"stale": [], "after_change_s": []}
        mutator = threading.Thread(target=schema_changes, args=(base, db, args.seconds, change))
        jobs = ours_jobs(base, args.clients)
        mutator.start()
        under_change = run_hey_group(jobs, args.seconds)
        mutator.join()
        phases["schema_change_ours"] = summarise(under_change, "ours:")
        after = change.pop("after_change_s")
        change["first_answer_after_change_s"] = {"median": round(sorted(after)[len(after) // 2], 3) if after else None,
                                                 "max": round(max(after), 3) if after else None}
        result["schema_change"] = change
        result["phases"] = phases
        for name, phase in phases.items():
            if phase["non_200"] or phase["errors"] or not phase["responses"]:
                result["errors"].append(f"{name}: codes {phase['codes']} errors {phase['errors']}")
        if change["stale"]:
            result["errors"].append(f"schema change: {len(change['stale'])} stale answer(s): {change['stale'][:3]}")
        result["ratio_side_by_side"] = round(phases["side_by_side_ours"]["rps"] / phases["side_by_side_datasette"]["rps"], 3)
        result["ratio_alone"] = round(phases["ours_alone"]["rps"] / phases["datasette_alone"]["rps"], 3)
    finally:
        stop(server)
        log.close()
        server_log = (folder / "datasette.log").read_text(errors="replace")
        result["server_tracebacks"] = server_log.count("Traceback")
        if result["server_tracebacks"]:
            result["errors"].append(f"{result['server_tracebacks']} traceback(s) in the server log")
            result["server_log_tail"] = server_log[-3000:]
        shutil.rmtree(folder, ignore_errors=True)

    phases = result.get("phases", {})
    for name, phase in phases.items():
        print(f"{name:24} {phase['rps']:9.1f} req/s  {phase['responses']:7d} responses  codes {phase['codes']}  "
              f"errors {phase['errors'] or 0}  slowest {phase['slowest_s']:.2f} s")
    if phases:
        print(f"ratio ours / Datasette's own: side by side {result['ratio_side_by_side']}, alone {result['ratio_alone']}")
        change = result["schema_change"]
        print(f"schema changes under load: {change['cycles']} create+drop cycles, {len(change['stale'])} stale answers, "
              f"first answer after a change: median {change['first_answer_after_change_s']['median']} s, "
              f"max {change['first_answer_after_change_s']['max']} s")
    print("errors: " + ("; ".join(result["errors"]) if result["errors"] else "none"))
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, ensure_ascii=False, indent=2))
    print(f"written: {out}")
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
