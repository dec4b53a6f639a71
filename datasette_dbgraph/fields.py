"""Columns of the chosen table: requested words matched to columns by tiers, where keys matched
to exact column names, and the parameterized predicate with identifiers quoted for the engine
(docs/how-it-decides.md, "Fields and where")."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rapidfuzz.distance import Levenshtein

from . import normalize
from .aliases import AliasTable, readings
from .lookup import Lookup
from .records import ColumnRecord
from .resolution import column_entry
from .rules import FIELD_TIERS, FUZZY_MIN_LENGTH, WHERE_COLUMN_SCORE


def column_match(column: ColumnRecord, matched_by: str, term: str) -> dict:
    """A column entry for a requested word matched in tier `matched_by`, scored as that tier."""
    return column_entry(column, matched_by, FIELD_TIERS[matched_by], term)


def where_match(column: ColumnRecord, key: str) -> dict:
    return column_entry(column, "where", WHERE_COLUMN_SCORE, key)


def find_where_column(columns: Sequence[ColumnRecord], key: str) -> ColumnRecord | None:
    """A where key must be exactly a column name (case-insensitive, as SQLite and MySQL compare
    column names)."""
    for column in columns:
        if column.name == key:
            return column  # PostgreSQL may have `Name` and `name`: the exact spelling first
    folded = key.casefold()
    for column in columns:
        if column.name.casefold() == folded:
            return column
    return None


def candidate_columns(lookup: Lookup, record, fields: Sequence[str], where: Sequence[tuple[str, Any]] = ()) -> list[dict]:
    """The columns of a candidate that the request's where keys and fields match, to show with it."""
    if not fields and not where:
        return []
    columns = lookup.store.columns(record.id, lookup.options.max_columns)
    out = []
    for key, _ in where:
        column = find_where_column(columns, str(key))
        if column is not None:
            out.append(where_match(column, str(key)))
    for word in fields:
        match = match_field(columns, word, lookup.options.alias_table, lookup.bound.columns)
        if match is not None:
            out.append(match)
    return out


def _name_tokens(name: str) -> list[str]:
    """The words of a column name, and what its tokens also stand for (`usermobile` → mobile)."""
    tokens = normalize.identifier_tokens(name)
    return tokens + [r for t in tokens for r in readings(t)]


def match_field(columns: Sequence[ColumnRecord], word: str, aliases: AliasTable,
                bound: Mapping[tuple[str, ...], frozenset[tuple[int, int]]] | None = None) -> dict | None:
    """One requested field → one column, trying the tiers in the order rules.FIELD_TIERS lists;
    first, a column the deployment bound the word to (`bound`: bindings.Bound.columns)."""
    folded = normalize.fold_identifier(word)
    if not folded:
        return None
    word_terms = [t for p in normalize.query_phrases(word) for t in p.words]
    pairs = (bound or {}).get(tuple(word_terms), ())
    for column in columns:
        if (column.object_id, column.id) in pairs:
            return column_match(column, "binding", word)
    for tier in (_by_name, _by_name_part, _by_comment, _by_synonym, _by_one_edit):
        found = tier(columns, word, folded, word_terms, aliases)
        if found is not None:
            column, matched_by = found
            return column_match(column, matched_by, word)
    return None


def _by_name(columns, word, folded, word_terms, aliases):
    """The exact column name; then the same name written with other case or separators — but
    never another column when one is named exactly that."""
    wanted = word.strip().casefold()
    for column in columns:
        if column.name.casefold() == wanted:
            return column, "name"
    for column in columns:
        if normalize.fold_identifier(column.name) == folded:
            return column, "name"
    return None


def _by_name_part(columns, word, folded, word_terms, aliases):
    """Whole words of a column name (`name` → `user_name`); the closest name wins."""
    if word_terms and all(t.isascii() for t in word_terms):
        hits = [c for c in columns if set(word_terms) <= set(_name_tokens(c.name))]
        if hits:
            return min(hits, key=lambda c: (len(_name_tokens(c.name)), c.position)), "name-part"
    return None


def _by_comment(columns, word, folded, word_terms, aliases):
    """The column comment contains the word (folded: 手机号 is in 手机号码)."""
    needle = normalize.fold(word).strip()
    if not needle:
        return None
    hits = []
    for column in columns:
        comment = normalize.fold(column.comment or "")
        if not comment:
            continue
        if normalize.has_cjk(needle):
            ok = needle in comment
        else:
            ok = bool(word_terms) and set(word_terms) <= set(normalize.identifier_tokens(comment))
        if ok:
            hits.append(column)
    if hits:
        # The comment that is most nearly just the word: `手机号` over `收货人手机号`.
        return min(hits, key=lambda c: (len(normalize.fold(c.comment or "")), c.position)), "comment"
    return None


def _by_synonym(columns, word, folded, word_terms, aliases):
    """A synonym of something in the column's name or comment."""
    key = tuple(word_terms)
    groups = [aliases.groups[i] for i in aliases.groups_for(key)] if key else []
    if not groups:
        return None
    group_terms = {k for g in groups for k in g.keys}
    for column in columns:
        terms = set(_name_tokens(column.name))
        if column.comment:
            phrase = normalize.comment_phrase(column.comment)
            terms.update(phrase.words)
            terms.update(phrase.subwords)
        if any(all(t in terms for t in k) for k in group_terms):
            return column, "synonym"
    return None


def _by_one_edit(columns, word, folded, word_terms, aliases):
    """One edit away from a long-enough name or name word, and the single best such column."""
    if len(folded) < FUZZY_MIN_LENGTH:
        return None
    best_column, best_distance, count = None, 2, 0
    for column in columns:
        forms = [normalize.fold_identifier(column.name)] + _name_tokens(column.name)
        distance = min(
            (Levenshtein.distance(folded, f, score_cutoff=1) for f in forms if len(f) >= FUZZY_MIN_LENGTH),
            default=2,
        )
        if distance > 1:
            continue
        if distance < best_distance:
            best_column, best_distance, count = column, distance, 1
        elif distance == best_distance:
            count += 1
    if best_column is not None and count == 1:
        return best_column, "fuzzy"
    return None


def quote_identifier(engine: str, name: str) -> str:
    """Quote a column name for the object's engine; embedded quote characters are doubled."""
    if engine == "mysql":
        return "`" + name.replace("`", "``") + "`"
    return '"' + name.replace('"', '""') + '"'


def build_predicate(engine: str, where_columns: Sequence[tuple[ColumnRecord, Any]]) -> dict:
    """`predicate`: the WHERE clause with one bound parameter per condition, its values and columns."""
    clause = "WHERE " + " AND ".join(f"{quote_identifier(engine, c.name)} = ?" for c, _ in where_columns)
    return {"clause": clause, "values": [v for _, v in where_columns],
            "columns": [c.name for c, _ in where_columns]}
