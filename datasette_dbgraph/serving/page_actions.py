"""What the page offers next: every next action as a link that does it (docs/http.md, "The page").

The JSON's `next_actions` are sentences; the page turns the same advice into links built from the
answer itself — a candidate becomes the same request pinned to that table, a tied column the same
condition keyed by that column, a legend label the same condition with that value, a word no
column fits the request without it. Every link keeps the rest of the request as it was sent.
"""

from __future__ import annotations

import re
import urllib.parse
from typing import Any, Iterable, Mapping, Sequence

from ..resolving import filters, messages
from ..resolving.links.linked_sql import COUNT_NEGATED, existence_words
from . import chips, labels

# Parameters that steer one rendering of the page, never carried into a link to another request.
PAGE_ONLY = ("_all", "_go", "_advanced", "_where_col", "_where_op", "_where_val")
# Legend labels offered as links for one refused value; the legend itself is listed beside them.
LEGEND_LINKS_SHOWN = 12
# Where the page's one box is, for actions that need words typed.
BOX = "#dbgraph-q"
# Where the advanced form's condition rows are.
CONDITIONS = "#dbgraph-where"
_FIELD_SPLIT_RE = re.compile(r"[,，、]")

Pairs = list[tuple[str, str]]


def request_pairs(query_string: str) -> Pairs:
    """The request's parameters as sent, in order, without the page's own switches."""
    pairs = urllib.parse.parse_qsl(query_string, keep_blank_values=True)
    return [(k, v) for k, v in pairs if k not in PAGE_ONLY and v != ""]


def pinned(pairs: Pairs, database: str, qualified: str) -> Pairs:
    """The same request about one table: its database and name replace the words that chose it;
    fields and conditions stay."""
    kept = [(k, v) for k, v in pairs if k not in ("entity", "object", "database")]
    return kept + [("database", database), ("object", qualified)]


def with_q(pairs: Pairs, q: str) -> Pairs:
    """The same request with another sentence in the box (none when it is empty)."""
    kept = [(k, v) for k, v in pairs if k != "q"]
    return [("q", q), *kept] if q else kept


def rekeyed(pairs: Pairs, key: str, new_key: str | None = None, value: str | None = None) -> Pairs:
    """`where.<key>` renamed to `where.<new_key>` and/or given `value`."""
    out = []
    for k, v in pairs:
        if k == f"where.{key}":
            k = f"where.{new_key}" if new_key is not None else k
            v = value if value is not None else v
        out.append((k, v))
    return out


def without(pairs: Pairs, word: str) -> Pairs:
    """The request without one field word or one condition key."""
    out = []
    for k, v in pairs:
        if k == f"where.{word}":
            continue
        if k == "fields":
            parts = [p.strip() for p in _FIELD_SPLIT_RE.split(v) if p.strip() and p.strip() != word]
            if not parts:
                continue
            v = ", ".join(parts)
        out.append((k, v))
    return out


def keeps_none(result: dict) -> list[tuple[str, str]]:
    """(the existence key, the linked table) for each count of fewer than N linked rows in the answer that
    keeps the rows with none (resolving/finish.keeps_none, read from the JSON)."""
    conditions = (result.get("predicate") or {}).get("conditions") or []
    some = {existence_words(c.get("key") or "") for c in conditions if c.get("op") == "exists"}
    return [(f"{said}__exists", (c.get("via") or {}).get("table", said)) for c in conditions
            if c.get("op") in COUNT_NEGATED and (said := existence_words(c.get("key") or "")) not in some]


class Actions:
    """Builds the page's actions for one answer: `[{"text", "links": [{"text", "href"}]}]`."""

    def __init__(self, datasette, pairs: Pairs, lang: str, databases: Sequence[str],
                 names: Mapping[str, str] | None = None):
        self.datasette, self.pairs, self.lang, self.databases = datasette, pairs, lang, databases
        self.names = names or {}  # column → the words it is offered by (summary.column_names)
        self.ui = labels.ui(lang)

    def url(self, pairs: Pairs, fragment: str = "") -> str:
        query = urllib.parse.urlencode(pairs)
        return self.datasette.urls.path("/-/dbgraph") + (f"?{query}" if query else "") + fragment

    def t(self, key: str, **values) -> str:
        return messages.text(self.lang, key, **values)

    @staticmethod
    def one(text: str, href: str) -> dict:
        return {"text": text, "links": [{"text": text, "href": href}], "single": True}

    @staticmethod
    def several(text: str, links: Iterable[tuple[str, str]]) -> dict:
        return {"text": text, "links": [{"text": t, "href": h} for t, h in links], "single": False}

    def build(self, result: dict | None) -> list[dict]:
        if not result:
            return []
        status = result["status"]
        if status == "resolved":
            return self.resolved(result)
        if status in ("ambiguous", "not_found"):
            return self.choices(result)
        if status in ("insufficient_evidence", "missing_predicate"):
            key = "next_specific" if status == "insufficient_evidence" else "next_give_predicate"
            return [self.one(self.t(key), BOX)]
        if status == "invalid_input":
            return [self.one(self.ui["start_again"], self.url([("_lang", self.lang)], BOX))]
        # No index, or busy: the sentence says what to do (a command to run, a time to wait); the
        # link asks again.
        said = result.get("next_actions") or [self.ui["try_again"]]
        return [self.one(sentence, self.url(self.pairs)) for sentence in said]

    def resolved(self, result: dict) -> list[dict]:
        """What to do with an answer, beyond its Open button (beside the answer's sentence)."""
        table = result["resolved"]["qualified"]
        out = []
        if not result.get("predicate"):
            # A sentence grows in its box; a structured request in the form's condition rows.
            href = BOX if dict(self.pairs).get("q") else self.url(self.pairs + [("_advanced", "1")], CONDITIONS)
            out.append(self.one(self.t("next_add_where", table=table), href))
        for key, linked in keeps_none(result):
            # (`members with fewer than 3 orders` keeps those with none; one click leaves them out)
            out.append(self.one(self.t("next_count_some", table=linked), self.url(self.pairs + [(f"where.{key}", "1")])))
        return out

    def choices(self, result: dict) -> list[dict]:
        out: list[dict] = []
        candidates = result.get("candidates") or []
        refused = candidates[0] if len(candidates) == 1 and not result.get("resolved") else None
        self._sentence(result, out)
        if refused is not None and (self._refusal_actions(result, refused, out) or out):
            return out
        if candidates:
            out.append(self.several(self.ui["pick_one"], (
                (f"{c['database']}.{c['qualified']}", self.url(pinned(self.pairs, c["database"], c["qualified"])))
                for c in candidates)))
            out.append(self.one(self.ui["add_word"], BOX))
            return out
        near = result.get("near_misses") or []
        if near:
            out.append(self.several(self.ui["did_you_mean"], (
                (n["qualified"], self.url(pinned(self.pairs, n["database"], n["qualified"]))) for n in near)))
        database = dict(self.pairs).get("database")
        if database and database not in self.databases and not near:
            out.append(self.several(self.ui["other_database"], [(self.ui["any_database"], self.url(
                [(k, v) for k, v in self.pairs if k != "database"]))] + [
                (name, self.url([(k, v) for k, v in self.pairs if k != "database"] + [("database", name)]))
                for name in self.databases]))
        out.append(self.one(self.ui["other_words"], BOX))
        return out

    def _sentence(self, result: dict, out: list[dict]) -> None:
        """The box's words, as links: a word that fits nothing, left out; a piece several columns
        fit, with each column named in place of its column word (or before its value)."""
        q = dict(self.pairs).get("q") or ""
        spans = ((result.get("understood") or {}).get("spans")) or []
        if not q or not all(isinstance(s.get("start"), int) and isinstance(s.get("end"), int) for s in spans):
            return
        for span in spans:
            if span.get("as") == "unknown":
                out.append(self.one(self.ui["leave_out"].format(word=span["text"]),
                                    self.url(with_q(self.pairs, chips.without(q, [span])))))
        for group in chips.groups(spans):
            word = next((s for s in group if s.get("as") == "column"), None)
            tied = next((s for s in group if len(s.get("columns") or []) > 1), None)
            if tied is None:
                continue
            start, end = (word["start"], word["end"]) if word else (group[0]["start"], group[0]["start"])
            shown = _distinct_labels([{"column": name, "label": self.names.get(name)} for name in tied["columns"]])
            out.append(self.several(self.ui["which_column"].format(said=(word or tied)["text"]), (
                (shown[name], self.url(with_q(self.pairs, chips.tidy(f"{q[:start]} {name} {q[end:]}"))))
                for name in tied["columns"])))

    def _refusal_actions(self, result: dict, refused: dict, out: list[dict]) -> bool:
        """One table fits but the request does not: a word no column fits, a value outside a
        coded column, a condition several columns fit. True when the refusal was one of these."""
        sent = {k[len("where."):] for k, _ in self.pairs if k.startswith("where.")}
        for word in refused.get("missing") or []:
            out.append(self.one(self.ui["leave_out"].format(word=word), self.url(without(self.pairs, word))))
        # A value outside a legend offers its labels; a value its column does not hold, the values
        # it holds (`values`: a handful, or the nearest recorded ones).
        offers = [(legend, [e["label"] for e in legend["entries"]]) for legend in refused.get("legends") or []]
        offers += [(held, held["values"]) for held in refused.get("values") or []]
        for legend, labels_offered in offers:
            entries = labels_offered[:LEGEND_LINKS_SHOWN]
            if legend.get("key") in sent:
                def with_label(label: str, key: str = legend["key"]) -> Pairs:
                    return rekeyed(self.pairs, key, value=label)
            else:  # a value of the sentence: the same sentence with the label in its place
                span = _value_span(result, legend["column"])
                if span is None:
                    continue
                q = dict(self.pairs)["q"]

                def with_label(label: str, span: dict = span, q: str = q) -> Pairs:
                    return with_q(self.pairs, q[:span["start"]] + label + q[span["end"]:])
            out.append(self.several(self.ui["use_value"].format(column=self.names.get(legend["column"], legend["column"])), (
                (label, self.url(with_label(label))) for label in entries)))
        if result["status"] == "ambiguous":
            for key, columns in _ties(refused.get("columns") or []).items():
                if key not in sent:
                    continue
                words, op = filters.split_key(key)
                suffix = "" if op == filters.DEFAULT_OP else f"__{op}"
                shown = _distinct_labels([{"column": c["column"], "label": self.names.get(c["column"])}
                                          for c in columns])
                out.append(self.several(self.ui["which_column"].format(said=words), (
                    (shown[c["column"]], self.url(rekeyed(self.pairs, key, new_key=c["column"] + suffix)))
                    for c in columns)))
        return bool(out)


def _value_span(result: dict, column: str) -> dict | None:
    """The sentence's value bound to this column, when the answer read a sentence."""
    spans = (result.get("understood") or {}).get("spans") or []
    return next((s for s in spans if s.get("as") == "value" and s.get("column") == column
                 and isinstance(s.get("start"), int) and isinstance(s.get("end"), int)), None)


def _ties(columns: Sequence[dict]) -> dict[str, list[dict]]:
    """The offered columns of an `ambiguous` refusal, by the condition key they tie on."""
    by_key: dict[str, list[dict]] = {}
    for column in columns:
        by_key.setdefault(column.get("term") or "", []).append(column)
    return {k: v for k, v in by_key.items() if k and len(v) > 1}


def _distinct_labels(columns: Sequence[dict[str, Any]]) -> dict[str, str]:
    """Each offered column by its label (its comment's head, else its name); two columns with the
    same label are told apart by their names, and so is a linked table's column (`手机号
    (members.mobile)`: whose phone it is)."""
    labels_ = {c["column"]: c.get("label") or c["column"] for c in columns}
    seen: dict[str, int] = {}
    for label in labels_.values():
        seen[label] = seen.get(label, 0) + 1
    return {column: label if (seen[label] == 1 and "." not in column) or label == column else f"{label} ({column})"
            for column, label in labels_.items()}
