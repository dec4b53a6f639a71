"""The answer to one request: a `Resolution`, the one shape the resolver returns, the page
renders, the JSON endpoint sends and the CLI prints (docs/resolution.md).

The statuses, their HTTP codes and the refusals that need no index live here, so that the web
layer and the command line say the same thing in the same words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules import rounded
from . import messages

# Every status, with the HTTP code of the JSON endpoint (docs/statuses.md).
HTTP_STATUS = {
    "resolved": 200,
    "ambiguous": 200,
    "not_found": 200,
    "insufficient_evidence": 200,
    "missing_predicate": 200,
    "invalid_input": 400,
    "forbidden": 403,
    "index_incomplete": 503,
    "busy": 503,
}
STATUSES = tuple(HTTP_STATUS)
# The request or the index failed, or the answer must wait: no claim about the data is made (`ok`
# is false, `error` says why).
FAILURES = ("invalid_input", "forbidden", "index_incomplete", "busy")
# How to make an index, for the refusal that has none.
REBUILD_HINT = "datasette dbgraph index SOURCE... -o INDEX.db"


@dataclass
class Resolution:
    status: str
    reason: str
    confidence: float = 0.0
    resolved: dict | None = None
    predicate: dict | None = None
    candidates: list[dict] = field(default_factory=list)
    links: dict[str, str] = field(default_factory=dict)
    matched: int = 0
    query_terms: list[str] = field(default_factory=list)
    ubiquitous_terms: list[str] = field(default_factory=list)
    next_actions: list[str] = field(default_factory=list)
    near_misses: list[dict] | None = None
    error: str | None = None
    understood: dict | None = None  # how a one-box sentence was read (docs/one-box.md)
    rows: dict | None = None  # set by the web layer only: the link's row count (docs/resolution.md)
    # What a question asks of the rows: count, aggregate, group_by, order, limit (docs/one-box.md).
    intent: dict | None = None
    # The descriptions of the columns the intent names, for the page's words (not part of the JSON).
    intent_comments: dict[str, str] | None = field(default=None, repr=False)

    def __post_init__(self):
        if self.status not in HTTP_STATUS:
            raise ValueError(f"unknown status {self.status!r}")
        self.confidence = rounded(self.confidence)
        self.candidates = self.candidates or []
        self.query_terms = self.query_terms or []
        self.ubiquitous_terms = self.ubiquitous_terms or []
        self.next_actions = self.next_actions or []
        # What the answer lists is part of what matched.
        self.matched = max(self.matched, self.shown)

    @property
    def ok(self) -> bool:
        return self.status not in FAILURES

    @property
    def shown(self) -> int:
        if self.status == "resolved":
            return 1 if self.resolved else 0
        return len(self.candidates)

    @property
    def http_status(self) -> int:
        return HTTP_STATUS[self.status]

    def to_dict(self) -> dict[str, Any]:
        """The JSON object, keys in the documented order; `near_misses` and `error` only when set."""
        out = {
            "ok": self.ok,
            "status": self.status,
            "reason": self.reason,
            "confidence": self.confidence,
            "resolved": self.resolved,
            "predicate": self.predicate,
            "candidates": self.candidates,
            "links": self.links,
            **({"rows": self.rows} if self.rows is not None else {}),
            "intent": self.intent,
            "matched": self.matched,
            "shown": self.shown,
            "query_terms": self.query_terms,
            "ubiquitous_terms": self.ubiquitous_terms,
            "next_actions": self.next_actions,
        }
        if self.understood is not None:
            out["understood"] = self.understood
        if self.near_misses is not None:
            out["near_misses"] = self.near_misses
        if self.error is not None:
            out["error"] = self.error
        return out

    # -- refusals that need no index ---------------------------------------------------------
    @classmethod
    def invalid(cls, error: str, lang: str) -> "Resolution":
        return cls("invalid_input", messages.text(lang, "invalid_input", error=error), error=error,
                   next_actions=[messages.text(lang, "next_fix_input")])

    @classmethod
    def index_incomplete(cls, error: str, lang: str) -> "Resolution":
        return cls("index_incomplete", messages.text(lang, "index_incomplete", error=error), error=error,
                   next_actions=[messages.text(lang, "next_rebuild", command=REBUILD_HINT)])

    @classmethod
    def out_of_date(cls, tables: list[str], lang: str) -> "Resolution":
        """A prebuilt index that names tables the served database no longer has."""
        return cls.index_incomplete(f"the index is out of date: it lists {', '.join(tables)}, which Datasette "
                                    f"no longer serves", lang)

    @classmethod
    def busy(cls, error: str, retry_after: int, lang: str, said: str | None = None) -> "Resolution":
        """"Not now": the index is being built or Datasette is overloaded — a status of its own, so
        a client retries after `Retry-After` instead of asking for a rebuild (docs/statuses.md).
        `said`: the cause in the reader's language, when there are words for it (else `error`)."""
        return cls("busy", messages.text(lang, "busy", error=said or error, seconds=retry_after), error=error,
                   next_actions=[messages.text(lang, "next_retry", seconds=retry_after)])

    @classmethod
    def forbidden(cls, error: str, lang: str) -> "Resolution":
        return cls("forbidden", messages.text(lang, "forbidden"), error=error)

    @classmethod
    def missing_predicate(cls, lang: str) -> "Resolution":
        return cls("missing_predicate", messages.text(lang, "missing_predicate"),
                   next_actions=[messages.text(lang, "next_give_predicate")])


# -- the pieces of a resolution ----------------------------------------------------------------
def table_entry(record, score: float, reason: str, columns: list[dict], fan_in: int) -> dict:
    """`resolved`, or one of `candidates`: an object with its score, why, and matched columns."""
    return {
        "database": record.database,
        "schema": record.schema,
        "table": record.name,
        "qualified": record.qualified,
        "kind": record.kind,
        "comment": record.comment,
        "engine": record.engine,
        "score": rounded(score),
        "reason": reason,
        "columns": columns,
        "fan_in": fan_in,
    }


def near_miss(record, qualified: str) -> dict:
    """One of `near_misses`: a table close to what was typed."""
    return {"database": record.database, "schema": record.schema, "table": record.name, "qualified": qualified,
            "comment": record.comment}


def column_entry(column, matched_by: str, score: float, term: str) -> dict:
    """One of an entry's `columns`: which column a requested word (or where key) matched, and how."""
    return {"column": column.name, "comment": column.comment, "type": column.type, "pk": column.pk,
            "matched_by": matched_by, "term": term, "score": score}


def join_entry(direction: str, other, edge: dict) -> dict:
    """One of `resolved.joins`: a foreign-key neighbour of the resolved table."""
    return {"direction": direction, "database": other.database, "schema": other.schema, "table": other.name,
            "qualified": other.qualified, "comment": other.comment, "columns": edge["columns"],
            "other_columns": edge["other_columns"]}
