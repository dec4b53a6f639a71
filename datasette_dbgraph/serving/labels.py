"""The words of the pages — labels, headings, buttons, the links of "What you can do" — in Chinese
and English. Sentences about an answer (reasons, next actions) are in messages.py."""

from __future__ import annotations

import re
from typing import Iterable

from ..resolving.messages import DEFAULT_LANG, LANGS

_UI: dict[str, dict[str, str]] = {
    "title": {"en": "Find a table", "zh": "查找数据表"},
    "intro": {
        "en": "Say what you want in one line — 已发货的订单, 会员 手机号13800138000, invoice 98 — to get the one "
              "table that holds it, with the filter ready to open.",
        "zh": "用一句话说出要找什么（如 已发货的订单、会员 手机号13800138000、实付金额大于100的订单），找到存放它的那张表，"
              "并直接打开带条件的表。",
    },
    "q": {"en": "What are you looking for?", "zh": "要找什么？"},
    # Short enough for a phone's box (390 px): the examples under the box say more.
    "q_placeholder": {"en": "已发货的订单, invoice 98 …", "zh": "已发货的订单、会员 手机号……"},
    "examples": {"en": "For example:", "zh": "例如："},
    "advanced": {"en": "Advanced: words, table name, columns and conditions one by one",
                 "zh": "高级：分别填写业务词、表名、字段和条件"},
    "entity": {"en": "Business words", "zh": "业务词"},
    "entity_placeholder": {"en": "订单, member phone, order …", "zh": "订单、会员 手机号、order……"},
    "object": {"en": "Table name", "zh": "表名"},
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
    "copy_sql_served": {"en": "Datasette's table filters cannot say this condition — the SQL to run:",
                        "zh": "这个条件无法用表格筛选表示——可复制以下 SQL："},
    "confidence": {"en": "confidence", "zh": "置信度"},
    "score": {"en": "score", "zh": "得分"},
    "columns": {"en": "Matched columns", "zh": "匹配的字段"},
    "matched_by": {"en": "matched by", "zh": "匹配方式"},
    "filter": {"en": "Filter", "zh": "条件"},
    "values_label": {"en": "values", "zh": "参数"},
    "candidates": {"en": "Candidates", "zh": "候选表"},
    "show_all": {"en": "Show all {matched}", "zh": "显示全部 {matched} 个"},
    "show_first": {"en": "Show the first {shown} of {matched}", "zh": "显示 {matched} 个中的前 {shown} 个"},
    "choose": {"en": "Choose", "zh": "选这张"},
    "remove": {"en": "Remove", "zh": "去掉"},
    "open_candidate": {"en": "open", "zh": "打开"},
    # -- next actions on the page, each a link (page_actions.py) -----------------------------------
    "pick_one": {"en": "Pick one:", "zh": "选择一个："},
    "add_word": {"en": "Add a word that tells them apart", "zh": "补充能区分它们的词"},
    "did_you_mean": {"en": "Did you mean:", "zh": "是不是要找："},
    "other_database": {"en": "Search elsewhere:", "zh": "换个范围查找："},
    "other_words": {"en": "Try other words", "zh": "换个说法再找"},
    "leave_out": {"en": "Leave “{word}” out", "zh": "去掉“{word}”"},
    "use_value": {"en": "Use a value of {column}:", "zh": "改用 {column} 的取值："},
    "which_column": {"en": "“{said}” means:", "zh": "“{said}”指的是："},
    "start_again": {"en": "Start again", "zh": "重新开始"},
    "try_again": {"en": "Try again", "zh": "再试一次"},
    "near_misses": {"en": "Near misses", "zh": "相近的表"},
    "next": {"en": "What you can do", "zh": "可以这样做"},
    "joins": {"en": "Linked tables", "zh": "关联的表"},
    "references": {"en": "refers to", "zh": "引用"},
    "through": {"en": "through", "zh": "通过"},
    "showing": {"en": "Showing {shown} of {matched} matched.", "zh": "共匹配 {matched} 个，显示其中 {shown} 个。"},
    "json": {"en": "JSON", "zh": "JSON"},
    "status_resolved": {"en": "Found", "zh": "已找到"},
    "status_ambiguous": {"en": "Several tables fit", "zh": "有多张表符合"},
    # One table fits, but a condition or a value fits several of its columns.
    "status_ambiguous_column": {"en": "Which column?", "zh": "是哪个字段？"},
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
    # -- the answer in business words, row counts, the way back, the boxes (docs/http.md) -------
    "rows_one": {"en": "1 row", "zh": "1 行"},
    "rows_many": {"en": "{count} rows", "zh": "{count} 行"},
    "rows_unknown": {"en": "rows not counted (took too long)", "zh": "行数未统计（耗时过长）"},
    "rows_empty": {"en": "No row matches: the link opens an empty table. Check the values, or remove a condition.",
                   "zh": "没有符合条件的行：打开的表将是空的。请检查取值，或去掉一个条件。"},
    "open": {"en": "Open", "zh": "打开"},
    "details": {"en": "Details: how it was found, the SQL, the columns, linked tables",
                "zh": "详情：如何找到、SQL、字段、关联的表"},
    "back_to_search": {"en": "Back to your search: {said}", "zh": "返回搜索：{said}"},
    "back_to_search_plain": {"en": "Back to your search", "zh": "返回搜索"},
    "back_description": {"en": "The search that opened this table", "zh": "打开此表的那次搜索"},
    "ask_search": {"en": "Ask the search: {q}", "zh": "问问搜索：{q}"},
    "ask_search_description": {"en": "Find the table and the rows these words mean",
                               "zh": "找到这些词所指的表和行"},
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


# Han characters (the CJK blocks a Chinese request is written in) and Latin letters.
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z]")


def words_lang(texts: Iterable[str]) -> str | None:
    """The language a request is written in: Chinese when its words hold Han characters, English
    when they are Latin letters only, None when they say neither (digits, symbols, nothing)."""
    text = " ".join(t for t in texts if t)
    if _HAN.search(text):
        return "zh"
    if _LATIN.search(text):
        return "en"
    return None
