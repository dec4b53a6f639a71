"""Every path ends here: the chosen table's where keys and fields are checked against its columns,
the predicate is built, and the answer is written — or the refusal that names what did not fit
(docs/how-it-decides.md, "Fields and where"; docs/conditions.md).

The order of refusals: a where key or a field no column fits (`not_found`, listing the columns),
then a value outside a coded column's legend (`not_found`, listing the legend), then a value its
column cannot hold or does not hold (`not_found`, saying what it holds: literals.py), then a key
that fits several columns equally (`ambiguous`, naming them).
"""

from __future__ import annotations

import dataclasses
from typing import Any, Sequence

from .. import rules
from ..index.records import ColumnRecord, ObjectRecord
from ..sources import values as forms
from ..sources.values import value_text
from . import filters
from .conditions import Reading, legend_entries, read_where
from .explain import AVAILABLE_COLUMNS_SHOWN, quoted
from .fields import column_match, match_field, where_match
from .filters import Condition
from .links.linked_sql import COUNT_NEGATED, existence_words
from .links.linked_where import LinkedReading, named_across, read_linked
from .literals import WHOLE, Held, Note, Unheld
from .lookup import Choice, Lookup
from .resolution import Resolution, join_entry

# The predicate's values keep what was typed (codes from a legend as numbers): the contract's
# shape, and what the link sends (docs/conditions.md, "Values").
PREDICATE_NUMBERS = "typed"


def finish(lookup: Lookup, choice: Choice, fields: list[str], where: list[tuple[str, Any]],
           either: Sequence[Sequence[str]] = ()) -> Resolution:
    """Validate fields and where against the chosen object and build the predicate. Every
    selection path ends here, so the same rules hold for name, entity and where-only. `either`:
    groups of where keys whose conditions are one choice (`A或者B`, joined with OR)."""
    record, confidence, lead = choice.record, choice.confidence, choice.reason
    max_columns = lookup.options.max_columns
    loaded = lookup.columns(record.id)
    columns = loaded[:max_columns]
    # "No such column" about a column that exists beyond the cap would be a wrong answer:
    # the refusal says when the cap applied.
    bound = lookup.t("bound", limit=max_columns) if len(loaded) > max_columns else ""
    available = lookup.join(c.name for c in columns[:AVAILABLE_COLUMNS_SHOWN])
    if record.column_count > AVAILABLE_COLUMNS_SHOWN:
        available += lookup.t("available_more", total=record.column_count)
    held = Held(record.engine, lookup.store) if where else None
    across = named_across(lookup, record, where) if where else set()
    reading = read_where(columns, [(k, v) for k, v in where if str(k) not in across], lookup.options.alias_table,
                         lookup.bound.columns, held)
    # Keys no column of the table fits may name a column of a linked table (linked_where.py).
    linked = read_linked(lookup, record, [(k, v) for k, v in where if str(k) in reading.missing or str(k) in across])
    reading.missing = linked.missing
    common = dict(query_terms=choice.query_terms, ubiquitous_terms=choice.ubiquitous, matched=choice.matched)

    def refuse(status: str, reason: str, matches: list[dict], actions: list[str], **extra) -> Resolution:
        # `extra` is what the page needs to turn the next actions into links (docs/resolution.md):
        # the words no column fits (`missing`), the coded columns a value is outside of (`legends`).
        candidate = {**lookup.describe(record, confidence, lead, matches), **extra}
        return Resolution(status, reason, confidence=confidence if status == "ambiguous" else 0.0,
                          candidates=[candidate], next_actions=actions, **common)

    if reading.missing:
        reason = lookup.t("not_found_where_column", table=lookup.name(record),
                          missing=quoted(lookup, reading.missing), available=available, bound=bound)
        return refuse("not_found", reason, [], [lookup.t("next_fix_field", missing=quoted(lookup, reading.missing))],
                      missing=reading.missing)
    matches = [where_match(c, key) for c, key in reading.columns]
    missing_fields = []
    for word in fields:
        match = match_field(columns, word, lookup.options.alias_table, lookup.bound.columns)
        if match is None:
            missing_fields.append(word)
        else:
            matches.append(match)
    if missing_fields:
        reason = lookup.t("not_found_field", table=lookup.name(record), missing=quoted(lookup, missing_fields),
                          available=available, bound=bound)
        return refuse("not_found", reason, matches,
                      [lookup.t("next_fix_field", missing=quoted(lookup, missing_fields))], missing=missing_fields)
    if reading.outside:
        reason, actions, legends = outside_legend(lookup, record, reading)
        return refuse("not_found", reason, matches, actions, legends=legends)
    if reading.unheld:
        reason, actions, values = unheld_values(lookup, record, reading.unheld)
        return refuse("not_found", reason, matches, actions, **({"values": values} if values else {}))
    if reading.ties:
        reason, offered, actions = tied_key(lookup, record, reading)
        return refuse("ambiguous", reason, offered, actions)
    refusal = linked_refusal(lookup, record, linked, matches)
    if refusal is not None:
        status, reason, offered, actions, extra = refusal
        return refuse(status, reason, offered, actions, **extra)
    for extra in choice.implied:
        if all(extra["column"] != m["column"] for m in matches):
            matches.append(extra)
    conditions = reading.conditions + linked.conditions
    if either:
        conditions = chosen(conditions, either)
        if conditions is None:  # a side of the choice is across a link, or was replaced by a key
            return refuse("not_found", lookup.t("either_or", words=quoted(lookup, ["或者" if lookup.lang == "zh"
                                                                                     else "or"])),
                          matches, [lookup.t("next_either_or")])
    predicate = (filters.build_predicate(record.engine, conditions, numbers=PREDICATE_NUMBERS)
                 if conditions else None)
    reason = lead + link_reason(lookup, linked)
    field_matches = matches[len(reading.columns):]
    if field_matches:
        reason += lookup.t("fields_part", columns=lookup.join(
            f"{m['column']} ({lookup.t('matched_by_' + m['matched_by'])} ← {m['term']})" for m in field_matches))
    if predicate:
        reason += lookup.t("predicate_part", clause=predicate["clause"])
        reason += "".join(note_text(lookup, note) for note in reading.notes)
    resolved = lookup.describe(record, confidence, lead, matches)
    resolved["primary_keys"] = [c.name for c in sorted((c for c in columns if c.pk), key=lambda c: c.pk)]
    resolved["joins"] = joins(lookup, record)
    resolved["legends"] = legend_entries(columns)
    # numbers written as text are compared on the SQL page only (docs/conditions.md)
    opened = "next_open_sql_either" if any(c.either for c in conditions) else \
        "next_open_sql" if any(c.as_number and c.via is None for c in conditions) else "next_open_table"
    actions = [lookup.t(opened if predicate else "next_open_plain", table=lookup.name(record))]
    if not predicate:
        actions.append(lookup.t("next_add_where", table=lookup.name(record)))
    return Resolution("resolved", reason, confidence=confidence, resolved=resolved, predicate=predicate,
                      next_actions=actions, **common)


def chosen(conditions: list[Condition], either: Sequence[Sequence[str]]) -> list[Condition] | None:
    """The conditions with each choice's numbered alike (filters.Condition.either); None when a
    choice has fewer than two conditions of the table itself left."""
    out = list(conditions)
    for number, sides in enumerate(either, 1):
        # a choice is its keys, or its sides' keys (a side of several: a period, met together)
        sides = [[side] if isinstance(side, str) else list(side) for side in sides]
        keys = [key for side in sides for key in side]
        members = [i for i, c in enumerate(out) if c.key in keys and c.via is None]
        if len(members) < 2 or any(c.key in keys and c.via is not None for c in out):
            return None
        for i in members:
            k = next(k for k, side in enumerate(sides, 1) if out[i].key in side)
            out[i] = dataclasses.replace(out[i], either=number, side=k if len(sides[k - 1]) > 1 else None)
    return out


def _column_text(column: ColumnRecord) -> str:
    return f"{column.name} ({column.comment})" if column.comment else column.name


def outside_legend(lookup: Lookup, record: ObjectRecord, reading: Reading) -> tuple[str, list[str], list[dict]]:
    """The refusal for values that no coded column of their key has: (reason, next actions, the
    coded columns concerned, each with the key whose value it refused)."""
    parts, actions, legends = [], [], []
    for item in reading.outside:
        for column in item.columns:
            if column.legend is None:
                continue
            legends.extend({**entry, "key": item.key} for entry in legend_entries([column]))
            parts.append(lookup.t("outside_legend", value=_shown(item.value), said=filters.split_key(item.key)[0],
                                  column=column.name, legend=column.legend.describe()))
            actions.append(lookup.t("next_legend_value", column=column.name,
                                    labels=lookup.join(column.legend.labels), codes=lookup.join(column.legend.codes)))
    reason = lookup.t("not_found_value", table=lookup.name(record), values=" ".join(parts))
    return reason, actions, legends


def _values(lookup: Lookup, values) -> str:
    return lookup.join(value_text(v) for v in values)


def unheld_values(lookup: Lookup, record: ObjectRecord,
                  unheld: Sequence[Unheld]) -> tuple[str, list[str], list[dict]]:
    """The refusal for values their columns cannot hold or do not hold: (reason, next actions, the
    values offered in their place — each column's handful, or the nearest recorded)."""
    parts, actions, offered = [], [], []
    store = lookup.store
    for item in unheld:
        column, stats, said = item.column, item.stats, filters.split_key(item.key)[0]
        shown = value_text(item.value)
        choices: list = []
        if stats is not None and stats.distinct_count is not None and stats.distinct_count <= rules.VALUES_LISTED_WHOLE \
                and stats.complete:
            choices = [v for v, _ in store.column_values(column.id, rules.VALUES_LISTED_WHOLE)]
        if item.why == "type":
            what = lookup.t("held_list", values=_values(lookup, choices)) if choices else ""
            if not choices and stats is not None and stats.all_rows and stats.min is not None:
                what = lookup.t("held_range", low=value_text(stats.min), high=value_text(stats.max))
            parts.append(lookup.t("held_not_number", value=shown, said=said, column=column.name,
                                  holds=lookup.t("holds_whole" if item.holds == WHOLE else "holds_numbers"),
                                  type=lookup.t("held_type", type=column.type) if column.type else "", what=what))
            if stats is None:
                parts.append(lookup.t("held_no_values", table=lookup.name(record), column=column.name).strip())
            actions.append(lookup.t("next_held_value", column=column.name, values=_values(lookup, choices))
                           if choices else lookup.t("next_held_number", column=column.name))
        elif item.why == "unit":
            example = value_text(item.choices[0]) if item.choices else ""
            parts.append(lookup.t("held_other_unit", value=shown, said=said, column=column.name, example=example))
            actions.append(lookup.t("next_held_unit", column=column.name, example=example))
            choices = []
        elif item.why == "range":
            parts.append(lookup.t("held_beyond_range", value=shown, said=said, column=column.name,
                                  low=value_text(stats.min), high=value_text(stats.max)))
            actions.append(lookup.t("next_held_beyond_range", value=shown, column=column.name))
        elif item.why == "length":
            parts.append(lookup.t("held_too_long", value=shown, said=said, column=column.name,
                                  length=len(shown), limit=item.limit, type=column.type))
            actions.append(lookup.t("next_held_shorter", column=column.name, limit=item.limit))
        else:  # the values differing only by case, else the nearest (a coded number: the handful), else
            # the handful, else the most frequent
            near = item.choices or ([] if choices and stats.numeric else
                                    [v for v, _ in store.nearest_values(column.id, item.value)])
            key = "held_nearest" if near else "held_list" if choices else "held_among"
            choices = near or choices or [v for v, _ in store.column_values(column.id, rules.NEAR_VALUES_SHOWN)]
            near = lookup.t(key, values=_values(lookup, choices)) if choices else ""
            parts.append(lookup.t("held_not_recorded", value=shown, said=said, column=column.name,
                                  count=stats.distinct_count, offered=near))
            if choices:
                actions.append(lookup.t("next_held_value", column=column.name, values=_values(lookup, choices)))
        if choices:
            offered.append({"key": item.key, "column": column.name, "values": [value_text(v) for v in choices]})
    reason = lookup.t("not_found_held", table=lookup.name(record), values=" ".join(parts))
    return reason, actions, offered


def note_text(lookup: Lookup, note: Note) -> str:
    """What the answer says about a value it kept (literals.Note)."""
    column, stats = note.column.name, note.stats
    if note.kind == "written":
        return lookup.t("note_written", typed=_shown(note.typed), compared=_shown(note.compared), column=column,
                        form=form_words(lookup, stats.form if stats else None))
    if note.kind == "as_number":
        return lookup.t("note_as_number", typed=_shown(note.typed), compared=_shown(note.compared), column=column)
    if note.kind == "recorded":
        return lookup.t("note_recorded", typed=_shown(note.typed), compared=_shown(note.compared), column=column)
    if note.kind == "code":
        return lookup.t("note_code", typed=_shown(note.typed), compared=_shown(note.compared), column=column)
    if note.kind == "no_row_passes":
        condition = filters.describe(filters.Condition(column, note.op, note.compared), lookup.lang)
        return lookup.t("note_no_row_passes", condition=condition, column=column,
                        low=value_text(stats.min), high=value_text(stats.max))
    legend = note.column.legend
    codes = note.compared if isinstance(note.compared, list) else [note.compared]
    return "".join(lookup.t("note_no_row_has", column=column, value=value_text(code),
                            label=legend.label_of(str(code)) if legend else "") for code in codes)


# How each date form is shown to a person: the same day written that way.
FORM_EXAMPLES = {
    "YYYY-MM-DDThh:mm:ss": "2024-01-05T10:00:00", "YYYY-MM-DD hh:mm:ss": "2024-01-05 10:00:00",
    "YYYY/M/D hh:mm:ss": "2024/1/5 10:00:00", "YYYY-MM-DD": "2024-01-05", "YYYY-M-D": "2024-1-5",
    "YYYY/MM/DD": "2024/01/05", "YYYY/M/D": "2024/1/5", "YYYY.MM.DD": "2024.01.05", "YYYY年M月D日": "2024年1月5日",
    "YYYYMMDD": "20240105", "YYYY-MM": "2024-01",
}


def form_words(lookup: Lookup, form: str | None) -> str:
    if form in FORM_EXAMPLES:
        return lookup.t("form_date", example=FORM_EXAMPLES[form])
    if form in (forms.PERCENT, forms.FRACTION, forms.UNIX, forms.UNIX_MS):
        return lookup.t(f"form_{form}")
    return lookup.t("form_numbers")


def tied_key(lookup: Lookup, record: ObjectRecord, reading: Reading) -> tuple[str, list[dict], list[str]]:
    """The answer for keys that fit several columns equally: (reason, the columns offered, next
    actions that name them)."""
    parts, offered, actions = [], [], []
    for tie in reading.ties:
        parts.append(lookup.t("tie", said=filters.split_key(tie.key)[0],
                              columns=lookup.join(_column_text(c) for c in tie.columns)))
        offered.extend(column_match(c, tie.matched_by, tie.key) for c in tie.columns)
        actions.append(lookup.t("next_pick_column", said=filters.split_key(tie.key)[0],
                                options=lookup.join(_column_text(c) for c in tie.columns)))
    reason = lookup.t("ambiguous_key", table=lookup.name(record), ties=" ".join(parts))
    return reason, offered, actions


def _shown(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value)
    return "" if value is None else str(value)


def candidate_entry(lookup: Lookup, record: ObjectRecord, score: float, reason: str, fields: Sequence[str],
                    where: Sequence[tuple[str, Any]] = ()) -> dict:
    """One of `candidates`: the table with the columns the request's where keys and fields fit,
    and — when every where key reads on it — the conditions its link carries."""
    if not fields and not where:
        return lookup.describe(record, score, reason, [])
    columns = lookup.store.columns(record.id, lookup.options.max_columns)
    across = named_across(lookup, record, where) if where else set()
    reading = read_where(columns, [(k, v) for k, v in where if str(k) not in across], lookup.options.alias_table,
                         lookup.bound.columns)
    matched = [where_match(c, key) for c, key in reading.columns]
    for word in fields:
        match = match_field(columns, word, lookup.options.alias_table, lookup.bound.columns)
        if match is not None:
            matched.append(match)
    entry = lookup.describe(record, score, reason, matched)
    if where:
        linked = read_linked(lookup, record, [(k, v) for k, v in where if str(k) in reading.missing or str(k) in across])
        reading.missing = linked.missing
        complete = reading.complete and linked.complete and len({l.via() for l in linked.links}) <= 1
        entry["conditions"] = [c.as_dict() for c in reading.conditions + linked.conditions] if complete else []
    return entry


def joins(lookup: Lookup, record: ObjectRecord) -> list[dict]:
    """Foreign-key neighbours the actor may see, as join hints."""
    edges = lookup.neighbours(record.id)
    others = lookup.visible_objects(e["object_id"] for direction in edges.values() for e in direction)
    return [join_entry(direction, others[edge["object_id"]], edge)
            for direction, items in edges.items() for edge in items if edge["object_id"] in others]


def link_reason(lookup: Lookup, linked: LinkedReading) -> str:
    """Which link the conditions on a linked table went through, and whether it is declared."""
    if not linked.conditions:
        return ""
    link = linked.links[0]
    said = lookup.join(filters.via_said(c, lookup.lang)[0] for c in linked.conditions)
    reason = lookup.t("link_part", arrow=link.arrow, conditions=said)
    for key in keeps_none(linked.conditions):
        reason += lookup.t("count_keeps_none", table=link.other.qualified, where=f"where.{key}")
    if link.inferred:
        column = link.column if link.direction == "references" else f"{link.other.qualified}.{link.other_column}"
        reason += lookup.t("link_inferred", column=column)
    return reason


def keeps_none(conditions: Sequence[Condition]) -> list[str]:
    """The existence keys (`orders__exists`) that would leave out the rows with no linked row, for each count
    of fewer than N that keeps them (`members with fewer than 3 orders`: those with none are fewer too)."""
    some = {existence_words(c.key or "") for c in conditions if c.op == "exists"}
    return [f"{said}__exists" for c in conditions if c.op in COUNT_NEGATED
            and (said := existence_words(c.key or "")) not in some]


def linked_refusal(lookup: Lookup, record: ObjectRecord, linked: LinkedReading, matches: list[dict]):
    """The refusal for keys read across links that do not make one answer: a value outside the
    linked column's legend, a key several links or columns fit, or conditions on two linked tables
    at once. (status, reason, columns offered, next actions, extra) or None."""
    if linked.not_counts:
        key, value = linked.not_counts[0]
        return "not_found", lookup.t("not_a_count", table=lookup.name(record), value=_shown(value), said=key), \
            matches, [lookup.t("next_whole_count", said=key)], {}
    if linked.outside:
        parts, actions = [], []
        for key, value, columns in linked.outside:
            for column in columns:
                if column.legend is not None:
                    parts.append(lookup.t("outside_legend", value=_shown(value), said=filters.split_key(key)[0],
                                          column=column.name, legend=column.legend.describe()))
                    actions.append(lookup.t("next_legend_value", column=column.name,
                                            labels=lookup.join(column.legend.labels),
                                            codes=lookup.join(column.legend.codes)))
        return "not_found", lookup.t("not_found_value", table=lookup.name(record), values=" ".join(parts)), \
            matches, actions, {}
    if linked.tied_links or linked.tied_columns:
        parts, offered, actions = [], [], []
        for tie in linked.tied_links:
            options = [f"{l.other.qualified} ({l.arrow})" for l in tie.links]
            parts.append(lookup.t("tie_link", said=tie.key, links=lookup.join(options)))
            actions.append(lookup.t("next_pick_link", said=tie.key, options=lookup.join(options)))
        for tie in linked.tied_columns:
            table = tie.links[0].other.qualified
            names = [f"{table}.{c.name} ({c.comment})" if c.comment else f"{table}.{c.name}" for c in tie.columns]
            parts.append(lookup.t("tie", said=filters.split_key(tie.key)[0], columns=lookup.join(names)))
            offered.extend({**column_match(c, tie.matched_by, tie.key), "column": f"{table}.{c.name}"}
                           for c in tie.columns)
            actions.append(lookup.t("next_pick_column", said=filters.split_key(tie.key)[0], options=lookup.join(names)))
        return "ambiguous", lookup.t("ambiguous_link", table=lookup.name(record), ties=" ".join(parts)), \
            matches + offered, actions, {}
    tables = list(dict.fromkeys(l.other.qualified for l in linked.links))
    if len({l.via() for l in linked.links}) > 1:
        shown = lookup.join(tables if len(tables) > 1 else [l.arrow for l in linked.links])
        return "not_found", lookup.t("two_links", table=lookup.name(record), tables=shown), matches, \
            [lookup.t("next_two_links", tables=shown)], {"missing": [c.key for c in linked.conditions]}
    return None
