"""Reasons and next actions, in Chinese and English.

Every sentence a person reads comes from here, so both languages say the same facts. Values are
plain text: the page escapes them when it renders, the JSON carries them as strings.
"""

from __future__ import annotations

LANGS = ("zh", "en")
DEFAULT_LANG = "en"

_TEXT: dict[str, dict[str, str]] = {
    # -- statuses ---------------------------------------------------------------------------
    "missing_predicate": {
        "en": "Nothing to look for: give business words (entity), a table name (object) or a column "
              "condition (where). dbgraph never builds a query over a whole table.",
        "zh": "缺少定位条件：请提供业务词（entity）、表名（object）或字段条件（where）之一。不会生成全表查询。",
    },
    "resolved_exact_name": {
        "en": "“{words}” is the name of {table}.",
        "zh": "“{words}”正是 {table} 的表名。",
    },
    "resolved_exact_comment": {
        "en": "“{words}” is the description of {table} ({comment}).",
        "zh": "“{words}”正是 {table} 的表注释（{comment}）。",
    },
    "resolved_exact_alias": {
        "en": "“{words}” means “{alias}”, which is the name of {table}.",
        "zh": "“{words}”即“{alias}”，正是 {table} 的表名。",
    },
    "resolved_object": {
        "en": "{table} is the table named “{words}”.",
        "zh": "{table} 就是名为“{words}”的表。",
    },
    "resolved_entity": {
        "en": "“{words}” points to {table}: {evidence}. Score {score} (gate {gate}), {lead}.",
        "zh": "“{words}”指向 {table}：{evidence}。得分 {score}（门槛 {gate}），{lead}。",
    },
    "lead_alone": {"en": "no other table matched", "zh": "没有其他表匹配"},
    "unused_words": {
        "en": " No table knows {unused}, so the answer does not use it; it is less certain for that.",
        "zh": "没有表知道 {unused}，答案没有用到它，因此把握较低。",
    },
    "lead_gap": {
        "en": "{gap} ahead of {runner} (gap needed {need})",
        "zh": "领先第二名 {runner} {gap}（要求 {need}）",
    },
    "resolved_fulltext": {
        "en": "No word of “{words}” is a term of any table; full-text search found only {table}.",
        "zh": "“{words}”没有命中任何表的词项；全文检索只找到 {table}。",
    },
    "resolved_where": {
        "en": "{table} is the only table (views aside) with a column for {columns}.",
        "zh": "除视图外，只有表 {table} 有对应 {columns} 的字段。",
    },
    "resolved_where_values": {
        "en": "{table} is the only table with a column for {columns} that takes these values ({others} too has "
              "such a column).",
        "zh": "只有表 {table} 有对应 {columns} 的字段并且能取这些值（{others} 也有这样的字段）。",
    },
    "resolved_conditions": {
        "en": "“{words}” fits {tables} about equally, but only {table} has a column for every condition ({columns}). "
              "Score {score} (gate {gate}).",
        "zh": "“{words}”同样符合 {tables}，但只有 {table} 有每个条件对应的字段（{columns}）。得分 {score}（门槛 {gate}）。",
    },
    "fields_part": {"en": " Columns: {columns}.", "zh": " 字段：{columns}。"},
    "predicate_part": {"en": " Filter: {clause}.", "zh": " 条件：{clause}。"},
    "ambiguous_entity": {
        "en": "“{words}” fits {matched} tables and none is clearly ahead: {top}.{cut}",
        "zh": "“{words}”匹配 {matched} 张表，没有一张明显领先：{top}。{cut}",
    },
    "ambiguous_low": {
        "en": "“{words}” matched {matched} table(s), but the best score {score} is below the gate {gate}: {top}.{cut}",
        "zh": "“{words}”匹配 {matched} 张表，但最高分 {score} 低于门槛 {gate}：{top}。{cut}",
    },
    "ambiguous_object": {
        "en": "“{words}” names {matched} tables: {top}. Qualify it as database.table{schema_hint}.{cut}",
        "zh": "“{words}”同时是 {matched} 张表的表名：{top}。请写成 库名.表名{schema_hint}。{cut}",
    },
    "schema_hint": {"en": " or schema.table", "zh": "或 schema.表名"},
    "ambiguous_where": {
        "en": "{matched} tables have a column for {columns}: {top}.{cut}",
        "zh": "有 {matched} 张表有对应 {columns} 的字段：{top}。{cut}",
    },
    "ambiguous_key": {
        "en": "{table} fits, but a condition does not say which of its columns it is about. {ties}",
        "zh": "{table} 符合，但条件没有说清是哪个字段。{ties}",
    },
    # -- one box (docs/one-box.md) ----------------------------------------------------------
    "not_found_sentence_words": {
        "en": "Nothing here fits {words}: it names no table, no column and no value of the tables your other "
              "words point to.",
        "zh": "{words} 对不上任何内容：它不是表、字段，也不是相关表中的取值。",
    },
    "next_sentence_words": {
        "en": "Remove {words}, or write it as a column of the table followed by its value.",
        "zh": "去掉 {words}，或写成“字段 值”的形式。",
    },
    "ambiguous_value": {
        "en": "{table} fits, but a value does not say which of its columns it is about. {ties}",
        "zh": "{table} 符合，但有个值没有说清是哪个字段的。{ties}",
    },
    "tie_value": {
        "en": "“{value}” fits these columns: {columns}.",
        "zh": "“{value}”可以是这些字段的值：{columns}。",
    },
    "no_column_value": {
        "en": "“{value}” fits none of its columns by itself.",
        "zh": "“{value}”单独看不出是哪个字段的值。",
    },
    "next_value_column": {
        "en": "Put a column word before “{value}”: {options}.",
        "zh": "在“{value}”前写上字段：{options}。",
    },
    "next_value_column_any": {
        "en": "Put the column's name or description before “{value}”.",
        "zh": "在“{value}”前写上字段名或字段说明。",
    },
    "tie": {
        "en": "“{said}” fits these columns equally: {columns}.",
        "zh": "“{said}”同样符合这些字段：{columns}。",
    },
    "cut": {"en": " Showing {shown} of {matched}.", "zh": " 共 {matched} 个，显示其中 {shown} 个。"},
    "not_found_entity": {
        "en": "No table matches “{words}”.{near}",
        "zh": "没有与“{words}”匹配的表。{near}",
    },
    "not_found_object": {
        "en": "There is no table named “{words}”.{near}",
        "zh": "没有名为“{words}”的表。{near}",
    },
    "not_found_database": {
        "en": "There is no database named “{words}” in the index.",
        "zh": "索引中没有名为“{words}”的数据库。",
    },
    "near": {"en": " Near misses: {tables}.", "zh": " 相近的表：{tables}。"},
    "not_found_unknown": {
        "en": "No table matches {unknown} in “{words}”, so no table answers the whole request.{near}",
        "zh": "“{words}”中的 {unknown} 没有匹配任何表，因此没有一张表能回答整个请求。{near}",
    },
    "not_found_minor": {
        "en": "“{words}” appears only as a module prefix or a minor word of names in {matched} table(s), which says "
              "nothing about which table you mean.{near}",
        "zh": "“{words}”只作为模块前缀或名称中的次要词出现在 {matched} 张表中，不能说明要找的是哪张表。{near}",
    },
    "not_found_weak": {
        "en": "“{words}” appears only inside column names of {matched} table(s), which says nothing about which "
              "table you mean.{near}",
        "zh": "“{words}”只出现在 {matched} 张表的字段名里，不能说明要找的是哪张表。{near}",
    },
    "not_found_where_none": {
        "en": "No table has a column for {columns}.",
        "zh": "没有任何表有对应 {columns} 的字段。",
    },
    "not_found_where_together": {
        "en": "No single table has a column for each of {columns}.",
        "zh": "没有一张表同时有对应 {columns} 的字段。",
    },
    "not_found_field": {
        "en": "{table} fits, but has no column for {missing}. Its columns: {available}.{bound}",
        "zh": "{table} 符合，但没有对应 {missing} 的字段。可用字段：{available}。{bound}",
    },
    "not_found_where_column": {
        "en": "{table} fits, but no column of it fits the condition {missing}. Its columns: {available}.{bound}",
        "zh": "{table} 符合，但没有字段对应条件 {missing}。可用字段：{available}。{bound}",
    },
    "not_found_value": {
        "en": "{table} fits, but a filter on this value could only return no rows. {values}",
        "zh": "{table} 符合，但按这个值筛选只会得到空结果。{values}",
    },
    "outside_legend": {
        "en": "“{value}” ({said}) is neither a code nor a label of {column}, whose values are {legend}.",
        "zh": "“{value}”（{said}）不是 {column} 的代码或取值；{column} 的取值为：{legend}。",
    },
    "available_more": {"en": "… ({total} in all)", "zh": "……（共 {total} 个）"},
    "bound": {
        "en": " Only the first {limit} columns were checked; the table has more.",
        "zh": " 只检查了前 {limit} 个字段，该表还有更多字段。",
    },
    "insufficient": {
        "en": "“{words}” matched {matched} tables, but only on {ubiquitous}, found in most tables of the index "
              "({detail}); such words narrow nothing, so no table is suggested.",
        "zh": "“{words}”匹配了 {matched} 张表，但只是通过 {ubiquitous}，而这些词出现在索引的大多数表中（{detail}），"
              "无法缩小范围，因此不推荐任何表。",
    },
    "insufficient_where": {
        "en": "{matched} of {total} tables have the column(s) {columns}; such a condition narrows nothing. "
              "Name the table (entity or object) as well.",
        "zh": "{total} 张表中有 {matched} 张包含字段 {columns}，这个条件无法缩小范围。请同时指明表（entity 或 object）。",
    },
    "df_detail": {"en": "{term}: {df} of {total}", "zh": "{term}：{total} 张中的 {df} 张"},
    "invalid_input": {"en": "The request is not valid: {error}.", "zh": "请求无效：{error}。"},
    "index_incomplete": {
        "en": "No usable index, so nothing can be said about the data: {error}.",
        "zh": "没有可用的索引，因此无法对数据作出判断：{error}。",
    },
    "next_fix_input": {"en": "Fix the request and send it again.", "zh": "修正请求后再发送。"},
    "busy": {
        "en": "Not now: {error}. Nothing is wrong with the index or the data; ask again in {seconds} s.",
        "zh": "暂时无法回答：{error}。索引和数据都没有问题，请 {seconds} 秒后再试。",
    },
    "next_retry": {"en": "Send the same request again in {seconds} s.", "zh": "{seconds} 秒后重新发送同一请求。"},
    "forbidden": {"en": "You may not use this search here.", "zh": "你无权在这里使用此查找。"},
    "next_rebuild": {
        "en": "Build or rebuild the index: {command}, then reload.",
        "zh": "构建或重建索引：{command}，然后刷新。",
    },
    # -- candidate reasons ------------------------------------------------------------------
    "cand_matched": {"en": "matched {terms}", "zh": "命中 {terms}"},
    "cand_narrowing": {"en": "narrowing on {terms}", "zh": "有区分度的词：{terms}"},
    "cand_no_narrowing": {"en": "no narrowing word — every hit is index-wide", "zh": "没有有区分度的词——命中的都是通用词"},
    "cand_fan_in": {"en": "referenced by {n} table(s) (tie-break only)", "zh": "被 {n} 张表引用（仅用于同分排序）"},
    "cand_fulltext": {"en": "full-text match only", "zh": "仅全文检索命中"},
    "cand_where": {"en": "has a column for {columns}", "zh": "有对应 {columns} 的字段"},
    "cand_name": {"en": "table name", "zh": "表名"},
    "in_name": {"en": "its name", "zh": "表名"},
    "in_name_part": {"en": "its name", "zh": "表名"},
    "in_comment": {"en": "its description", "zh": "表注释"},
    "in_column": {"en": "column {column}", "zh": "字段 {column}"},
    "via_alias": {"en": "{term} (as {alias})", "zh": "{term}（即 {alias}）"},
    "hit": {"en": "{term} in {where}", "zh": "{where}中的 {term}"},
    "by_binding": {"en": "“{term}” by your binding", "zh": "按你的绑定“{term}”即此表"},
    "resolved_binding": {
        "en": "“{words}” is {table} by your binding.",
        "zh": "按你的绑定，“{words}”就是 {table}。",
    },
    # -- next actions -----------------------------------------------------------------------
    "next_open_table": {"en": "Open {table} with the filter applied.", "zh": "打开已套用条件的 {table}。"},
    "next_add_where": {
        "en": "Add a condition (where.<column or words>=<value>, e.g. where.status__in=a,b) to filter {table}.",
        "zh": "补充条件（where.<字段或业务词>=<值>，如 where.订单状态=已发货）来筛选 {table}。",
    },
    "next_pick": {
        "en": "Pick one of the candidates with object=<table>, or add a word that tells them apart.",
        "zh": "用 object=<表名> 选择其中一个候选，或补充能区分它们的词。",
    },
    "next_qualify": {"en": "Qualify the name: object=<database>.<table>.", "zh": "写出限定名：object=<库名>.<表名>。"},
    "next_other_words": {
        "en": "Try other words, a synonym, or the table's English name; add an alias group for your vocabulary.",
        "zh": "换个说法、同义词或表的英文名；也可以为你的业务词添加别名组。",
    },
    "next_near": {"en": "Did you mean {tables}?", "zh": "是不是要找 {tables}？"},
    "next_pick_column": {
        "en": "Name the column instead of “{said}”: {options}.",
        "zh": "把“{said}”换成具体字段：{options}。",
    },
    "next_legend_value": {
        "en": "For {column}, use one of {labels} (or a code: {codes}).",
        "zh": "{column} 请使用 {labels} 之一（或代码 {codes}）。",
    },
    "next_fix_field": {
        "en": "Use one of the listed columns in fields/where, or drop the field.",
        "zh": "在 fields/where 中使用列出的字段之一，或去掉该字段。",
    },
    "next_specific": {
        "en": "Add a word that names the table itself (what it holds), not a column every table has.",
        "zh": "补充能指明表本身（存什么数据）的词，而不是每张表都有的字段。",
    },
    "next_give_predicate": {
        "en": "Add entity=<business words>, object=<table> or where.<column or words>=<value>.",
        "zh": "补充 entity=<业务词>、object=<表名> 或 where.<字段或业务词>=<值>。",
    },
    "next_database": {"en": "Leave out database, or use one of: {databases}.", "zh": "去掉 database，或使用：{databases}。"},
    # -- matched_by labels (page) -------------------------------------------------------------
    "matched_by_binding": {"en": "your binding", "zh": "你的绑定"},
    "matched_by_name": {"en": "column name", "zh": "字段名"},
    "matched_by_name-part": {"en": "word of the column name", "zh": "字段名中的词"},
    "matched_by_comment": {"en": "column comment", "zh": "字段注释"},
    "matched_by_synonym": {"en": "synonym", "zh": "同义词"},
    "matched_by_fuzzy": {"en": "one letter off", "zh": "相差一个字母"},
    "matched_by_where": {"en": "where column", "zh": "where 字段"},
}

LIST_SEPARATOR = {"en": ", ", "zh": "、"}


def text(lang: str, key: str, **values) -> str:
    lang = lang if lang in LANGS else DEFAULT_LANG
    entry = _TEXT[key]
    return entry[lang].format(**values)


def join(lang: str, items) -> str:
    return (LIST_SEPARATOR.get(lang) or ", ").join(str(i) for i in items)


def pick_lang(requested: str | None, accept_language: str | None = None) -> str:
    """`_lang` wins; else the first supported language in Accept-Language (by q-value); else English."""
    if requested:
        requested = requested.strip().lower()[:8]
        for lang in LANGS:
            if requested == lang or requested.startswith(lang + "-"):
                return lang
    if accept_language:
        choices = []
        for index, part in enumerate(accept_language.split(",")[:20]):
            pieces = part.strip().split(";")
            tag = pieces[0].strip().lower()
            quality = 1.0
            for param in pieces[1:]:
                if param.strip().startswith("q="):
                    try:
                        quality = float(param.strip()[2:])
                    except ValueError:
                        quality = 0.0
            choices.append((-quality, index, tag))
        for _, _, tag in sorted(choices):
            for lang in LANGS:
                if tag == lang or tag.startswith(lang + "-"):
                    return lang
    return DEFAULT_LANG


_UI: dict[str, dict[str, str]] = {
    "title": {"en": "Find a table", "zh": "查找数据表"},
    "intro": {
        "en": "Type business words — 订单, 会员 手机号, order — to get the one table that holds them, "
              "with a filter ready to open.",
        "zh": "输入业务词（如 订单、会员 手机号、order），找到存放它的那张表，并直接打开带条件的表。",
    },
    "entity": {"en": "Business words", "zh": "业务词"},
    "entity_placeholder": {"en": "订单, member phone, order …", "zh": "订单、会员 手机号、order……"},
    "object": {"en": "or table name", "zh": "或表名"},
    "fields": {"en": "Columns wanted", "zh": "需要的字段"},
    "fields_placeholder": {"en": "手机号, email (comma-separated)", "zh": "手机号, email（逗号分隔）"},
    "where": {"en": "Conditions (a column or words, an operator, a value)", "zh": "条件（字段或业务词、运算、值）"},
    "column": {"en": "column", "zh": "字段"},
    "column_or_words": {"en": "column or words: 手机号, status", "zh": "字段或业务词：手机号、status"},
    "operator": {"en": "operator", "zh": "运算"},
    "conditions": {"en": "Conditions", "zh": "条件"},
    "legends": {"en": "Coded columns and their values", "zh": "代码字段及其取值"},
    "value": {"en": "value", "zh": "值"},
    "database": {"en": "Database", "zh": "数据库"},
    "any_database": {"en": "all databases", "zh": "全部数据库"},
    "search": {"en": "Find", "zh": "查找"},
    "open_table": {"en": "Open the filtered table", "zh": "打开已筛选的表"},
    "open_plain": {"en": "Open the table", "zh": "打开表"},
    "open_sql": {"en": "Open in the SQL editor", "zh": "在 SQL 编辑器中打开"},
    "copy_sql": {"en": "Not served by this Datasette — the SQL to run:", "zh": "此 Datasette 未提供该表——可复制以下 SQL："},
    "confidence": {"en": "confidence", "zh": "置信度"},
    "score": {"en": "score", "zh": "得分"},
    "columns": {"en": "Matched columns", "zh": "匹配的字段"},
    "matched_by": {"en": "matched by", "zh": "匹配方式"},
    "filter": {"en": "Filter", "zh": "条件"},
    "values_label": {"en": "values", "zh": "参数"},
    "candidates": {"en": "Candidates", "zh": "候选表"},
    "near_misses": {"en": "Near misses", "zh": "相近的表"},
    "next": {"en": "What you can do", "zh": "可以这样做"},
    "joins": {"en": "Join hints", "zh": "关联提示"},
    "references": {"en": "references", "zh": "引用"},
    "referenced_by": {"en": "is referenced by", "zh": "被引用"},
    "showing": {"en": "Showing {shown} of {matched} matched.", "zh": "共匹配 {matched} 个，显示其中 {shown} 个。"},
    "json": {"en": "JSON", "zh": "JSON"},
    "status_resolved": {"en": "Found", "zh": "已找到"},
    "status_ambiguous": {"en": "Several tables fit", "zh": "有多张表符合"},
    "status_not_found": {"en": "Not found", "zh": "未找到"},
    "status_insufficient_evidence": {"en": "Too general to tell", "zh": "太笼统，无法判断"},
    "status_missing_predicate": {"en": "Nothing to look for yet", "zh": "缺少查找条件"},
    "status_invalid_input": {"en": "Invalid request", "zh": "请求无效"},
    "status_index_incomplete": {"en": "No index", "zh": "没有索引"},
    "status_busy": {"en": "Busy, try again", "zh": "繁忙，请稍后再试"},
    "status_forbidden": {"en": "Not allowed", "zh": "无权访问"},
    "view": {"en": "view", "zh": "视图"},
    "language": {"en": "中文", "zh": "English"},
    "menu": {"en": "Find a table", "zh": "查找数据表"},
    "understood": {"en": "Read as", "zh": "理解为"},
    "ignored": {"en": "ignored", "zh": "忽略"},
    "box_label": {"en": "Find a table by business words", "zh": "按业务词查找数据表"},
    "action_database": {"en": "Find a table in this database", "zh": "在此数据库中查找表"},
    "action_database_description": {
        "en": "Type business words to find the table that holds them", "zh": "输入业务词，找到存放它的表"},
    "action_table": {"en": "Tables linked to this one", "zh": "与此表关联的表"},
    "action_table_description": {
        "en": "What it refers to and what refers to it, with the columns that join them",
        "zh": "它引用的表、引用它的表，以及连接它们的字段"},
    # -- the related-tables view ------------------------------------------------------------
    "related_title": {"en": "Tables linked to {table}", "zh": "与 {table} 关联的表"},
    "related_references": {"en": "Tables it refers to", "zh": "它引用的表"},
    "related_referenced_by": {"en": "Tables that refer to it", "zh": "引用它的表"},
    "related_no_references": {"en": "It refers to no other table.", "zh": "它不引用其他表。"},
    "related_no_referenced_by": {"en": "No table refers to it.", "zh": "没有表引用它。"},
    "related_their_links": {"en": "its linked tables", "zh": "它的关联表"},
    "related_columns": {"en": "Columns", "zh": "字段"},
    "related_columns_cut": {"en": "The first {shown} of {total} columns.", "zh": "共 {total} 个字段，显示前 {shown} 个。"},
    "related_column": {"en": "Column", "zh": "字段名"},
    "related_type": {"en": "Type", "zh": "类型"},
    "related_description": {"en": "Description", "zh": "说明"},
    "related_values": {"en": "Values", "zh": "取值"},
    "related_primary_key": {"en": "primary key", "zh": "主键"},
    "related_find": {"en": "Find another table", "zh": "查找其他表"},
    "related_not_found": {"en": "Table not found: {table}", "zh": "找不到表：{table}"},
}


def ui(lang: str) -> dict[str, str]:
    """The page's labels in one language."""
    lang = lang if lang in LANGS else DEFAULT_LANG
    return {key: value[lang] for key, value in _UI.items()}
