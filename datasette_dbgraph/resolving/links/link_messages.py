"""Sentences about conditions across a link (docs/conditions.md, "Conditions across a link"), in
Chinese and English; messages.py adds them to its table. Kept apart so the words about links
stay on one screen."""

LINK_TEXT: dict[str, dict[str, str]] = {
    "link_part": {
        "en": " Rows are kept through the link {arrow}: {conditions}.",
        "zh": " 经由关联 {arrow} 筛选：{conditions}。",
    },
    # Fewer than N linked rows: the rows with none are fewer too, and kept — said, with the key that leaves them out.
    "count_keeps_none": {
        "en": " Rows with no {table} at all are kept too (none is fewer); to keep only those with some, add {where}=1.",
        "zh": " 一条 {table} 也没有的行也算在内（0 条也是更少）；只要有 {table} 的，再加条件 {where}=1。",
    },
    "next_count_some": {
        "en": "Only those with some {table}",
        "zh": "只看有 {table} 的",
    },
    "link_inferred": {
        "en": " No foreign key is declared there: the link is read from the column's name {column}.",
        "zh": " 该处没有声明外键：关联是从字段名 {column} 推断的。",
    },
    "ambiguous_link": {
        "en": "{table} fits, but a condition could go through more than one linked table. {ties}",
        "zh": "{table} 符合，但条件可以经由不止一张关联表。{ties}",
    },
    "tie_link": {
        "en": "“{said}” fits {links} equally.",
        "zh": "“{said}”同样符合 {links}。",
    },
    "next_pick_link": {
        "en": "Say which link “{said}” goes through: {options}.",
        "zh": "说明“{said}”经由哪个关联：{options}。",
    },
    "two_links": {
        "en": "{table} fits, but the conditions are on {tables} at once: one answer filters {table} through one "
              "linked table only.",
        "zh": "{table} 符合，但条件同时落在 {tables} 上：一个答案只经由一张关联表筛选 {table}。",
    },
    "next_two_links": {
        "en": "Ask about one of {tables} at a time.",
        "zh": "一次只问 {tables} 中的一张表。",
    },
    # The one box: a value both the table's own column and a linked table's column could hold.
    "ambiguous_value_link": {
        "en": "{table} fits, but {value} could be its own {own} or {linked} through a link. Say which.",
        "zh": "{table} 符合，但 {value} 既可以是它自己的 {own}，也可以是经由关联的 {linked}。请说明是哪一个。",
    },
    "two_hops": {
        "en": "{words} is about {far}, two links away from {table} (through {middle}); an answer follows one link "
              "only.",
        "zh": "{words} 说的是 {far}，与 {table} 隔着两次关联（经由 {middle}）；答案只经由一次关联。",
    },
    "no_linked_row_meeting": {
        "en": "{words} asks for the rows of {table} that have no {linked} row meeting a condition; that is not "
              "read: a link can give the rows that have such a row, or those that have no {linked} row at all.",
        "zh": "{words} 要的是没有满足条件的 {linked} 记录的 {table}；这种问法不作解读：可以查有这种记录的行，或完全没有 "
              "{linked} 记录的行。",
    },
    "next_no_linked_row_meeting": {
        "en": "Ask for the rows that have such a row (有…), or for those that have none at all (没有…).",
        "zh": "改问有这种记录的行（有……），或完全没有记录的行（没有……）。",
    },
    "not_a_count": {
        "en": "{table} fits, but “{value}” ({said}) is no number of rows: a count of linked rows is a whole number.",
        "zh": "{table} 符合，但“{value}”（{said}）不是行数：关联记录的条数是一个整数。",
    },
    "next_whole_count": {
        "en": "Give {said} a whole number, such as 5.",
        "zh": "给 {said} 一个整数，例如 5。",
    },
    "next_two_hops": {
        "en": "Ask about {middle} instead, or about {far} itself.",
        "zh": "改为查询 {middle}，或直接查询 {far}。",
    },
}
