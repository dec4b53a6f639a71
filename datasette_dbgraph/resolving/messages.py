"""Reasons and next actions, in Chinese and English.

Every sentence a person reads comes from here, so both languages say the same facts. Values are
plain text: the page escapes them when it renders, the JSON carries them as strings.
"""

from __future__ import annotations

from .links.link_messages import LINK_TEXT
from .question_messages import QUESTION_TEXT

LANGS, DEFAULT_LANG = ("zh", "en"), "en"

_TEXT: dict[str, dict[str, str]] = {
    # -- statuses ---------------------------------------------------------------------------
    "missing_predicate": {
        "en": "Nothing to look for yet: type what you want — business words, a table name or a condition on "
              "a column. A query over a whole table is never built.",
        "zh": "还没有要查找的内容：请输入业务词、表名或字段条件。不会生成全表查询。",
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
        "en": "“{words}” points to {table}: {evidence}. Confidence {score}; {lead}.",
        "zh": "“{words}”指向 {table}：{evidence}。置信度 {score}，{lead}。",
    },
    "lead_alone": {"en": "no other table matched", "zh": "没有其他表匹配"},
    "unused_words": {
        "en": " No table knows {unused}, so the answer does not use it; it is less certain for that.",
        "zh": "没有表知道 {unused}，答案没有用到它，因此把握较低。",
    },
    "lead_gap": {
        "en": "the next best, {runner}, scores {less} less",
        "zh": "次佳的 {runner} 低 {less}",
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
              "Confidence {score}.",
        "zh": "“{words}”同样符合 {tables}，但只有 {table} 有每个条件对应的字段（{columns}）。置信度 {score}。",
    },
    "fields_part": {"en": " Columns: {columns}.", "zh": " 字段：{columns}。"},
    "predicate_part": {"en": " Filter: {clause}.", "zh": " 条件：{clause}。"},
    "ambiguous_entity": {
        "en": "“{words}” fits {matched_tables} and none is clearly ahead: {top}.{cut}",
        "zh": "“{words}”匹配 {matched} 张表，没有一张明显领先：{top}。{cut}",
    },
    "ambiguous_low": {
        "en": "“{words}” fits {matched_tables}, but none well enough to be sure (best score {score}): {top}.{cut}",
        "zh": "“{words}”匹配 {matched} 张表，但都不够确定（最高分 {score}）：{top}。{cut}",
    },
    "ambiguous_object": {
        "en": "“{words}” is the name of {matched_tables} in different databases{schema_hint}: {top}.{cut}",
        "zh": "有 {matched} 张表都叫“{words}”，分属不同的数据库{schema_hint}：{top}。{cut}",
    },
    "schema_hint": {
        "en": " or schemas",
        "zh": "或 schema",
    },
    "ambiguous_where": {
        "en": "{matched_tables} have a column for {columns}: {top}.{cut}",
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
        "en": "“{words}” appears only as a prefix or a minor word in the names of {matched_tables}, which does "
              "not tell which table you mean.{near}",
        "zh": "“{words}”只作为前缀或次要词出现在 {matched} 张表的名称中，看不出要找的是哪张表。{near}",
    },
    "not_found_weak": {
        "en": "“{words}” appears only in column names of {matched_tables}, which does not tell which table "
              "you mean.{near}",
        "zh": "“{words}”只出现在 {matched} 张表的字段名里，看不出要找的是哪张表。{near}",
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
        "en": "“{words}” matched {matched_tables}, but only through {ubiquitous}, which most tables have ({detail}); "
              "that does not tell which table you mean, so none is suggested.",
        "zh": "“{words}”匹配了 {matched} 张表，但只是通过 {ubiquitous}，而大多数表都有这些词（{detail}），看不出要找的是哪张表，因此不推荐任何表。",
    },
    "insufficient_where": {
        "en": "{columns} is a column of {matched} of the {total} tables, so it does not tell which table you "
              "mean. Say which table as well.",
        "zh": "{total} 张表中有 {matched} 张都有 {columns} 字段，看不出要找的是哪张表。请同时说明要找哪张表。",
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
    # -- what a request may cost (serving/budget.py): why a search was not answered now ---------
    "busy_time_limit": {
        "en": "this search needs more than the {ms} ms one search may take, and the server is busy",
        "zh": "这次查找需要的时间超过了一次查找可用的 {ms} 毫秒，服务器正忙",
    },
    "forbidden": {"en": "You may not use this search here.", "zh": "你无权在这里使用此查找。"},
    "next_rebuild": {
        "en": "Build or rebuild the index: {command}, then reload.",
        "zh": "构建或重建索引：{command}，然后刷新。",
    },
    # -- candidate reasons ------------------------------------------------------------------
    "cand_matched": {"en": "matched {terms}", "zh": "命中 {terms}"},
    "cand_narrowing": {
        "en": "what sets it apart: {terms}",
        "zh": "能区分它的词：{terms}",
    },
    "cand_no_narrowing": {
        "en": "no word sets it apart: every word matched is in most tables",
        "zh": "没有能区分它的词：命中的词大多数表都有",
    },
    "cand_fan_in": {
        "en": "referenced by {n_tables}",
        "zh": "被 {n} 张表引用",
    },
    "cand_fulltext": {"en": "full-text match only", "zh": "仅全文检索命中"},
    "cand_where": {"en": "has a column for {columns}", "zh": "有对应 {columns} 的字段"},
    "cand_name": {"en": "table name", "zh": "表名"},
    "in_name": {"en": "its name", "zh": "表名"},
    "in_name_part": {"en": "its name", "zh": "表名"},
    "in_comment": {"en": "its description", "zh": "表注释"},
    "in_column": {"en": "column {column}", "zh": "字段 {column}"},
    "via_alias": {
        "en": "{term} (that is, {alias})",
        "zh": "{term}（即 {alias}）",
    },
    "hit": {"en": "{term} in {where}", "zh": "{where}中的 {term}"},
    "by_binding": {"en": "“{term}” by your binding", "zh": "按你的绑定“{term}”即此表"},
    "resolved_binding": {
        "en": "“{words}” is {table} by your binding.",
        "zh": "按你的绑定，“{words}”就是 {table}。",
    },
    # -- next actions -----------------------------------------------------------------------
    "next_open_plain": {"en": "Open {table}.", "zh": "打开 {table}。"},
    "next_open_table": {
        "en": "Open {table} with the filter applied.",
        "zh": "打开已套用条件的 {table}。",
    },
    "next_add_where": {
        "en": "Add a condition to filter {table}: a column or business words and a value, such as "
              "order status = shipped.",
        "zh": "补充条件来筛选 {table}：字段或业务词加一个值，如 订单状态 = 已发货。",
    },
    "next_pick": {
        "en": "Pick one of the candidates, or add a word that tells them apart.",
        "zh": "选择其中一个候选表，或补充能区分它们的词。",
    },
    "next_qualify": {
        "en": "Pick the one you mean from the list.",
        "zh": "从列表中选择你要的那张表。",
    },
    "next_other_words": {
        "en": "Try other words, a synonym, or the table's English name; whoever runs this site can add your "
              "words as aliases.",
        "zh": "换个说法、同义词或表的英文名；也可以请本站的管理员把你的业务词加为别名。",
    },
    "next_near": {"en": "Did you mean {tables}?", "zh": "是不是要找 {tables}？"},
    "next_pick_column": {
        "en": "Say which column “{said}” means: {options}.",
        "zh": "说明“{said}”指的是哪个字段：{options}。",
    },
    "next_legend_value": {
        "en": "For {column}, use one of {labels} (or a code: {codes}).",
        "zh": "{column} 请使用 {labels} 之一（或代码 {codes}）。",
    },
    "next_fix_field": {
        "en": "Use one of the columns listed, or leave {missing} out.",
        "zh": "使用列出的字段之一，或去掉 {missing}。",
    },
    "next_specific": {
        "en": "Add a word that names the table itself (what it holds), not a column every table has.",
        "zh": "补充能指明表本身（存什么数据）的词，而不是每张表都有的字段。",
    },
    "next_give_predicate": {
        "en": "Type what you are looking for: business words, a table name or a condition on a column.",
        "zh": "输入要查找的内容：业务词、表名或字段条件。",
    },
    "next_database": {
        "en": "Search all databases, or pick one of: {databases}.",
        "zh": "在全部数据库中查找，或选择：{databases}。",
    },
    # -- honest on schemas nobody tuned for (docs/how-it-decides.md) ----------------------------
    "not_found_sql": {
        "en": "“{words}” reads as an SQL statement, not as business words, so no table is looked up for it.",
        "zh": "“{words}”是一条 SQL 语句的写法，不是业务词，因此不据此查找表。",
    },
    "next_business_words": {
        "en": "Type what you are looking for in business words (such as member phone number), not SQL.",
        "zh": "请用业务词描述要找的内容（如 会员 手机号），不要输入 SQL。",
    },
    "insufficient_column": {
        "en": "“{words}” is a column of at least {n_tables} ({tables} …), not what a table is about, so it does "
              "not tell which table you mean.",
        "zh": "“{words}”是至少 {n} 张表都有的字段（{tables}……），不是哪张表的主题，看不出要找的是哪张表。",
    },
    "column_phrase_part": {
        "en": " “{words}” is also a column of at least {n_tables}, so a table whose name has it is not taken as "
              "the answer.",
        "zh": " “{words}”也是至少 {n} 张表都有的字段，因此名称中有它的表不被当作答案。",
    },
    "next_column_phrase": {
        "en": "Add the words of the table you mean before “{words}” (such as order {words}), or leave it out.",
        "zh": "在“{words}”前补上要找的表的词（如 订单 {words}），或者去掉它。",
    },
    # -- values from the data (resolving/literals.py; docs/conditions.md#checking-a-value) ----------
    "not_found_held": {
        "en": "{table} fits, but a condition's value is not one its column holds. {values}",
        "zh": "{table} 符合，但条件中的值不是该字段会有的值。{values}",
    },
    "held_not_number": {
        "en": "“{value}” ({said}) is not a number, and {column} holds only {holds}{type}{what}.",
        "zh": "“{value}”（{said}）不是数字，而 {column} 只存{holds}{type}{what}。",
    },
    "holds_whole": {"en": "whole numbers", "zh": "整数"},
    "holds_numbers": {"en": "numbers", "zh": "数字"},
    "held_type": {"en": " ({type})", "zh": "（{type}）"},
    "held_list": {"en": ": {values}", "zh": "：{values}"},
    "held_range": {"en": ", from {low} to {high}", "zh": "，取值从 {low} 到 {high}"},
    "held_no_values": {
        "en": " The index has no values of {table}, so it cannot list what {column} holds.",
        "zh": " 索引中没有 {table} 的数据取值，无法列出 {column} 的取值。",
    },
    "held_too_long": {
        "en": "“{value}” ({said}) has {length} characters, but {column} holds at most {limit} ({type}).",
        "zh": "“{value}”（{said}）有 {length} 个字符，而 {column} 最多只能存 {limit} 个（{type}）。",
    },
    "held_not_recorded": {
        "en": "“{value}” ({said}) is none of the {count} values {column} held when the index was built{offered}.",
        "zh": "索引建立时，{column} 的 {count} 个取值中没有“{value}”（{said}）{offered}。",
    },
    "held_nearest": {"en": "; the nearest: {values}", "zh": "；最接近的：{values}"},
    "held_among": {"en": "; the most frequent: {values}", "zh": "；最常见的：{values}"},
    "next_held_value": {"en": "For {column}, use one of {values}.", "zh": "{column} 请使用 {values} 之一。"},
    "next_held_number": {
        "en": "Give {column} a number, or leave the condition out.",
        "zh": "{column} 请填写数字，或去掉这个条件。",
    },
    "next_held_shorter": {
        "en": "Give {column} at most {limit} characters, or leave the condition out.",
        "zh": "{column} 最多填写 {limit} 个字符，或去掉这个条件。",
    },
    "note_written": {
        "en": " “{typed}” is compared as {compared}: {column} holds {form}.",
        "zh": " “{typed}”按 {compared} 比较：{column} 存的是 {form}。",
    },
    "form_percent": {"en": "percentages written as text, like 44%", "zh": "写成文字的百分比，如 44%"},
    "form_fraction": {"en": "fractions of 1, like 0.44", "zh": "0 到 1 的小数，如 0.44"},
    "form_unix": {"en": "Unix seconds (UTC)", "zh": "Unix 秒数（UTC）"},
    "form_unix_ms": {"en": "Unix milliseconds (UTC)", "zh": "Unix 毫秒数（UTC）"},
    "form_numbers": {"en": "plain numbers", "zh": "普通数字"},
    "form_date": {"en": "dates written like {example}", "zh": "写法如 {example} 的日期"},
    "note_recorded": {
        "en": " “{typed}” is written {compared}, as {column} holds it.",
        "zh": " “{typed}”按 {column} 中的写法写为 {compared}。",
    },
    "note_code": {
        "en": " “{typed}” is code {compared} of {column}, and the comparison is on its codes.",
        "zh": " “{typed}”是 {column} 的代码 {compared}，按代码比较。",
    },
    "note_no_row_passes": {
        "en": " No row passes {condition}: {column} ran from {low} to {high} when the index was built.",
        "zh": " 没有行满足 {condition}：索引建立时 {column} 的取值从 {low} 到 {high}。",
    },
    "note_no_row_has": {
        "en": " No row had {column} = {value} ({label}) when the index was built.",
        "zh": " 索引建立时没有 {column} = {value}（{label}）的行。",
    },
    # -- matched_by labels (page) -------------------------------------------------------------
    "matched_by_binding": {"en": "your binding", "zh": "你的绑定"},
    "matched_by_name": {"en": "column name", "zh": "字段名"},
    "matched_by_name-part": {"en": "word of the column name", "zh": "字段名中的词"},
    "matched_by_comment": {"en": "column comment", "zh": "字段注释"},
    "matched_by_synonym": {"en": "synonym", "zh": "同义词"},
    "matched_by_money": {"en": "a word for money", "zh": "表示金额的词"},
    "matched_by_fuzzy": {"en": "one letter off", "zh": "相差一个字母"},
    "matched_by_where": {"en": "condition", "zh": "条件"},
}

_TEXT.update(QUESTION_TEXT)
_TEXT.update(LINK_TEXT)

LIST_SEPARATOR = {"en": ", ", "zh": "、"}


# Counts a sentence may say as "N tables" (`{matched_tables}`): English needs the plural right.
COUNTED = ("matched", "n", "total")


def tables(lang: str, n: int) -> str:
    """“1 table”, “5 tables”, “5 张表”."""
    if lang == "zh":
        return f"{n} 张表"
    return f"{n} table" if n == 1 else f"{n} tables"


def text(lang: str, key: str, **values) -> str:
    lang = lang if lang in LANGS else DEFAULT_LANG
    entry = _TEXT[key]
    for name in COUNTED:
        if isinstance(values.get(name), int):
            values.setdefault(f"{name}_tables", tables(lang, values[name]))
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
