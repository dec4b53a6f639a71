"""`每个会员等级有多少人`, `每个部门有几个人`: how many people per row of a table whose rows people belong to
(docs/one-box.md, "Conditions across a link"). Read on the levels, a count per level only counts each level
itself; the people are the rows of the one table of people that points at it (members: `level_id`), counted
per its key — as `每个会员等级有多少会员` already was."""

from __future__ import annotations

from ...resolving.entity import by_entity
from ...resolving.lookup import Choice, Lookup
from ...words import normalize
from ..roles import Binding

# What a question counts when it counts people (`多少人`, `几个人`, `人数`).
PEOPLE_COUNTED = ("人", "人数")
# What a table of people is called: the end of its description, or a word of its name.
PEOPLE_ENDS = ("会员", "用户", "员工", "客户", "人员", "学生", "成员", "顾客", "职工", "教师", "老师", "患者", "作者",
               "读者", "管理员", "联系人")
PEOPLE_NAME_WORDS = frozenset({"member", "user", "employee", "customer", "person", "people", "staff", "student",
                               "patient", "author", "reader", "contact", "admin"})


def counted_people(lookup: Lookup, q: str, binding: Binding, record, bind_table) -> tuple | None:
    """(the reading on the table of people, that table, the choice of it), or None: the count is per row of
    `record` itself, it counts people, and exactly one table of people points at `record`."""
    if binding.intent is None or binding.intent.per_row is None:
        return None
    _, _, end = binding.intent.per_row
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
