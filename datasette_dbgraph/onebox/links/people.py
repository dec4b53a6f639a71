"""`每个会员等级有多少人`, `每个部门有几个人`: how many people per row of a table whose rows people belong to
(docs/one-box.md, "Conditions across a link"). Read on the levels, a count per level only counts each level
itself; the people are the rows of the one table of people that points at it (members: `level_id`), counted
per its key — as `每个会员等级有多少会员` already was."""

from __future__ import annotations

from ...resolving.entity import by_entity
from ...resolving.lookup import Choice, Lookup
from ...words import normalize
from ..roles import Binding
from ..vocabulary import GROUP

# What a question counts when it counts people (`多少人`, `几个人`, `人数`).
PEOPLE_COUNTED = ("人", "人数")
# What a table of people is called: the end of its description, or a word of its name.
PEOPLE_ENDS = ("会员", "用户", "员工", "客户", "人员", "学生", "成员", "顾客", "职工", "教师", "老师", "患者", "作者",
               "读者", "管理员", "联系人")
PEOPLE_NAME_WORDS = frozenset({"member", "user", "employee", "customer", "person", "people", "staff", "student",
                               "patient", "author", "reader", "contact", "admin"})


def counted_people(lookup: Lookup, q: str, binding: Binding, record, bind_table) -> tuple | None:
    """(the reading on the table of people, that table, the choice of it), or None: the count is per row of
    `record` itself — or per a key of it that points at another table's rows, `record` holding no people
    (`每个角色有多少人` read on role_menus, per role_id: the menus of each role are no people) — it counts
    people, and exactly one table of people points at those rows (admin_user_roles: the people of a role)."""
    intent = binding.intent
    if intent is None:
        return None
    if intent.per_row is not None:
        end = intent.per_row[2]
    elif intent.count and len(intent.group_by) == 1 and intent.aggregate is None and not _of_people(record):
        key = intent.group_by[0]
        # (what is counted comes after the group's word: a column's, or the table's own — `每个角色`, 角色 of role_menus)
        group = next((i for i, s in enumerate(binding.spans) if s.get("intent") == GROUP), None)
        end = binding.spans[group + 1]["end"] if group is not None and group + 1 < len(binding.spans) else None
        record = _pointed_at(lookup, record, key.name)
        if end is None or record is None:
            return None
    else:
        return None
    if not any(word in q[end:] for word in PEOPLE_COUNTED):
        return None
    referencing = lookup.store.referencing([record.id]).get(record.id) or []
    people = [r for r in lookup.visible_objects(referencing).values() if _of_people(r)]
    if len(people) != 1:
        return None
    table = people[0]
    columns = lookup.columns(table.id)[: lookup.options.max_columns]
    again = bind_table(lookup, q, table, columns, {"人"})  # (`几个人`: 人 the word of the people counted)
    if again.unknown or again.either or again.intent is None or again.intent.per_row is not None or \
            not again.intent.group_by:
        return None
    word = next(iter(sorted(normalize.comment_cores(table.comment), key=len)), "") or table.name
    choice = by_entity(lookup, word, [], [])
    return (again, table, choice) if isinstance(choice, Choice) and choice.record.id == table.id else None


def _of_people(record) -> bool:
    cores = normalize.comment_cores(record.comment)
    return any(core.endswith(PEOPLE_ENDS) for core in cores) or \
        bool(set(normalize.identifier_tokens(record.name)) & PEOPLE_NAME_WORDS)


def _pointed_at(lookup: Lookup, record, column: str):
    """The table `record`'s column points at (a declared or inferred link), or None."""
    from ...resolving.links.via import (  # (read only when people are counted per a key)
        REFERENCES,
        links_of,
    )
    found = {l.other.id: l.other for l in links_of(lookup, record) if l.direction == REFERENCES and l.column == column}
    return next(iter(found.values())) if len(found) == 1 else None
