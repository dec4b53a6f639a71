"""The store's best-bound read (resolving/search.py): for every object with a request's words in
its name or comment, the highest score its postings allow, best first. `store.Store` inherits it;
the postings it aggregates are the Store's `_bound_postings` (only the visible objects' for an
actor who may see some: store_visible.py).
"""

from __future__ import annotations

import sqlite3
from typing import Mapping, Sequence

from .records import BoundTerm

# Concepts per bitmask in best_bounds: SQLite integers are 64-bit signed.
MASK_BITS = 62


class BoundReads:
    conn: sqlite3.Connection

    def _bound_postings(self) -> tuple[str, dict]:
        raise NotImplementedError

    def best_bounds(self, query: Sequence[BoundTerm], bound_sql: str, evidence_sql: str,
                    parameters: Mapping[str, float], database: str | None = None) -> sqlite3.Cursor:
        """(object id, upper bound of its score) for objects with any of the query's terms in their
        name or comment, best bound first. SQLite aggregates each object's postings once, in one
        GROUP BY (the aggregates rules.py documents above `score_bound_sql`; which concepts it
        has postings of is a bitmask), and `bound_sql` — rules.score_bound_sql, with its named
        `parameters` — turns them into the bound; `evidence_sql` is rules.term_evidence_sql.
        Python reads (object, bound) pairs best first and stops when it has what it needs."""
        # Words are bound (`:term_0` …); the numbers are the resolver's own and written as
        # literals: binding a named parameter costs more than the row it describes.
        params: dict[str, object] = dict(parameters)
        rows = []
        weights: dict[int, tuple[float, bool]] = {}
        for i, term in enumerate(query):
            params[f"term_{i}"] = term.term
            rows.append(f"(:term_{i}, {int(term.concept)}, {float(term.factor)!r}, {float(term.concept_weight)!r}, "
                        f"{int(term.head)}, {int(term.naming)})")
            weights[term.concept] = (float(term.concept_weight), term.naming)

        # Which concepts an object has postings of (any, in its name, in its comment) is a bitmask
        # each, `sum(distinct 1 << concept)`: one aggregate per mask instead of one per concept
        # and mask, the cost of this statement being its aggregates over every posting. A mask
        # holds MASK_BITS concepts; a request of more words has one mask per block of them.
        blocks = range(max(weights, default=0) // MASK_BITS + 1)

        def masks(name: str, condition: str) -> str:
            def bit(block: int) -> str:
                inside = f" and q.concept / {MASK_BITS} = {block}" if len(blocks) > 1 else ""
                return (f"sum(distinct case when 1{condition}{inside} then 1 << (q.concept - {block * MASK_BITS}) "
                        f"else 0 end) as {name}{block}")
            return ", ".join(bit(block) for block in blocks)

        def present(name: str, only_naming: bool) -> str:
            # Each concept's weight when its bit is set, summed in concept order.
            return " + ".join(f"(case when ({name}{c // MASK_BITS} >> {c % MASK_BITS}) & 1 then {weight!r} else 0 end)"
                              for c, (weight, naming) in sorted(weights.items()) if naming or not only_naming) or "0"

        where = "where o.database = :database" if database is not None else ""
        params["database"] = database
        source, extra = self._bound_postings()
        params.update(extra)
        sql = f"""
            with q(term, concept, factor, cw, head, naming) as (values {", ".join(rows)}),
            m as (
                select t.object_id as oid,
                    max(case when t.name_head_hit and q.head then q.factor else 0 end) as nhf,
                    max(case when t.name_mask != 0 and q.head then q.factor else 0 end) as nhp,
                    max(case when t.name_mask != 0 then q.factor else 0 end) as nf,
                    sum(t.name_bits) as nbits,
                    max(case when t.comment_head_hit and q.head then q.factor else 0 end) as chf,
                    max(case when t.comment_mask != 0 and q.head then q.factor else 0 end) as chp,
                    max(case when t.comment_mask != 0 then q.factor else 0 end) as cf,
                    sum(t.comment_bits) as cbits,
                    max(case when t.name_mask = 0 and t.comment_mask = 0 then {evidence_sql} else 0 end) as other,
                    {masks("nmask", " and t.name_mask != 0")}, {masks("cmask", " and t.comment_mask != 0")},
                    {masks("amask", "")}
                from {source}
                group by t.object_id
            ),
            p as (
                select oid, nhf, nhp, nf, nbits, {present("nmask", True)} as nrecall, chf, chp, cf, cbits,
                    {present("cmask", True)} as crecall, other, {present("amask", False)} as cov
                from m
            )
            select p.oid, ({bound_sql}) as ub from p join objects o on o.id = p.oid {where}
            order by ub desc, p.oid
        """
        return self.conn.execute(sql, params)
