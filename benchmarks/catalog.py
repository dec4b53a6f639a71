"""A deterministic synthetic MySQL catalog (`mysqldump --no-data` style) and a request mix for it.

    from benchmarks.catalog import write_catalog, requests
    info = write_catalog("benchmarks/out/catalog-10000.sql", 10_000, seed=1)
    mix = requests(1000, seed=2, catalog_info=info)

    python benchmarks/catalog.py 1000 out.sql      # write a catalog, print a few tables and requests

The catalog looks like an enterprise schema grown over years: module prefixes (`oms_`, `sys_`,
`crm_` …) on entity nouns (`order`, `member`, `stock` …), often two nouns (`order_return`,
`member_coupon`), and suffixes (`_log`, `_item`, `_history`, `_detail`, `_config`, `_relation` …)
drawn with heavy repetition, so hundreds of tables share words like 订单, 日志, 记录, 明细. Comments
are Chinese, from a business vocabulary; every table has 创建时间/更新时间/状态 columns, so those
words are ubiquitous. Everything comes from `random.Random(seed)`: same (n, seed), same bytes.
"""

from __future__ import annotations

import random
import sqlite3
import sys
from dataclasses import dataclass, field
from pathlib import Path

# -- vocabulary --------------------------------------------------------------------------------
# (prefix, Chinese module name, weight): a few big modules and a long tail.
MODULES = [
    ("oms", "订单", 8), ("sys", "系统", 8), ("pms", "商品", 6), ("ums", "会员", 6), ("crm", "客户", 5),
    ("wms", "仓储", 5), ("sms", "营销", 4), ("fin", "财务", 4), ("hr", "人事", 3), ("cms", "内容", 3),
    ("pay", "支付", 3), ("bi", "报表", 2), ("srm", "供应商", 2), ("tms", "运输", 2), ("mes", "生产", 2),
    ("oa", "办公", 2), ("qrtz", "调度", 1), ("act", "流程", 1), ("edu", "培训", 1), ("iot", "设备", 1),
]

# (english name, Chinese, weight) — the business nouns.
ENTITIES = [
    ("order", "订单", 10), ("member", "会员", 8), ("product", "商品", 8), ("user", "用户", 8),
    ("stock", "库存", 6), ("customer", "客户", 6), ("payment", "支付", 5), ("refund", "退款", 4),
    ("coupon", "优惠券", 4), ("sku", "商品SKU", 4), ("brand", "品牌", 3), ("category", "分类", 4),
    ("warehouse", "仓库", 4), ("supplier", "供应商", 4), ("invoice", "发票", 3), ("contract", "合同", 3),
    ("employee", "员工", 4), ("dept", "部门", 4), ("role", "角色", 4), ("menu", "菜单", 3),
    ("account", "账户", 4), ("address", "地址", 3), ("cart", "购物车", 2), ("comment", "评论", 2),
    ("notice", "通知公告", 2), ("message", "消息", 3), ("dict", "字典", 2), ("attendance", "考勤", 2),
    ("salary", "薪资", 2), ("shipment", "发货单", 3), ("delivery", "配送", 3), ("return", "退货", 3),
    ("promotion", "促销活动", 3), ("point", "积分", 3), ("level", "等级", 2), ("task", "任务", 3),
    ("job", "定时任务", 2), ("file", "文件", 2), ("tenant", "租户", 2), ("region", "地区", 2),
    ("store", "门店", 3), ("purchase", "采购", 3), ("sale", "销售", 3), ("budget", "预算", 2),
    ("voucher", "凭证", 2), ("device", "设备", 2), ("project", "项目", 2), ("ticket", "工单", 2),
    ("course", "课程", 1), ("exam", "考试", 1), ("article", "文章", 2), ("topic", "专题", 1),
    ("feedback", "反馈", 1), ("approval", "审批", 2), ("workflow", "流程", 2), ("channel", "渠道", 2),
    ("logistics", "物流", 2), ("express", "快递", 1), ("wallet", "钱包", 1), ("bill", "账单", 2),
]

# (suffix, Chinese, weight); "" is the entity's own table.
SUFFIXES = [
    ("", "", 14), ("_log", "日志", 9), ("_item", "明细项", 7), ("_history", "历史记录", 6),
    ("_detail", "明细", 6), ("_config", "配置", 5), ("_relation", "关联", 6), ("_record", "记录", 5),
    ("_stat", "统计", 3), ("_setting", "设置", 3), ("_type", "类型", 3), ("_snapshot", "快照", 2),
    ("_apply", "申请", 3), ("_audit", "审核", 2), ("_operate_history", "操作历史记录", 2),
    ("_change_log", "变更日志", 2), ("_daily", "日报", 1), ("_template", "模板", 2), ("_tag", "标签", 2),
    ("_attr", "属性", 2), ("_rule", "规则", 2), ("_price", "价格", 1), ("_image", "图片", 1),
]

# Variants for a name already taken: real catalogs keep copies and versions.
VARIANTS = [("_bak", "备份"), ("_tmp", "临时"), ("_v2", "新版"), ("_archive", "归档"), ("_copy", "副本"),
            ("_2023", "2023年"), ("_old", "旧版"), ("_ext", "扩展")]

# Table comment templates.
COMMENT_FORMS = ["{cn}表", "{cn}", "{cn}信息表", "{cn}表", "{cn}信息", "{cn}数据表", "{module}{cn}表"]
GLOSS_FORMS = ["（{module}模块）", "：记录{cn}", "，用于{module}", "(deprecated)"]

# Columns every table has, with the share of tables that have them.
COMMON_COLUMNS = [
    ("create_time", "datetime", "创建时间", 0.95), ("update_time", "datetime", "更新时间", 0.9),
    ("create_by", "varchar(64)", "创建者", 0.6), ("update_by", "varchar(64)", "更新者", 0.55),
    ("status", "tinyint(1)", "状态：0->正常；1->停用", 0.8), ("del_flag", "char(1)", "删除标志（0代表存在 2代表删除）", 0.5),
    ("remark", "varchar(500)", "备注", 0.6), ("tenant_id", "bigint", "租户ID", 0.3),
    ("sort", "int(11)", "排序", 0.3), ("version", "int(11)", "版本号", 0.2),
]

# Attribute columns: (name, type, comment); `{e}` is the entity's English name, `{cn}` its Chinese.
ATTRIBUTES = [
    ("{e}_name", "varchar(100)", "{cn}名称"), ("{e}_sn", "varchar(64)", "{cn}编号"),
    ("{e}_code", "varchar(64)", "{cn}编码"), ("{e}_type", "tinyint(4)", "{cn}类型"),
    ("{e}_status", "tinyint(4)", "{cn}状态：0->待处理；1->已处理；2->已关闭"),
    ("name", "varchar(100)", "名称"), ("code", "varchar(64)", "编码"), ("type", "tinyint(4)", "类型"),
    ("title", "varchar(200)", "标题"), ("content", "text", "内容"), ("description", "varchar(500)", "描述"),
    ("amount", "decimal(10,2)", "金额"), ("total_amount", "decimal(10,2)", "总金额"),
    ("pay_amount", "decimal(10,2)", "实付金额"), ("price", "decimal(10,2)", "价格"),
    ("quantity", "int(11)", "数量"), ("phone", "varchar(20)", "手机号码"), ("email", "varchar(100)", "邮箱"),
    ("address", "varchar(255)", "详细地址"), ("province", "varchar(64)", "省份"), ("city", "varchar(64)", "城市"),
    ("start_time", "datetime", "开始时间"), ("end_time", "datetime", "结束时间"),
    ("operator", "varchar(64)", "操作人"), ("operate_type", "tinyint(4)", "操作类型"),
    ("ip", "varchar(128)", "IP地址"), ("user_agent", "varchar(500)", "浏览器标识"),
    ("note", "varchar(500)", "备注说明"), ("pic", "varchar(255)", "图片"), ("url", "varchar(255)", "链接地址"),
    ("level", "int(11)", "等级"), ("score", "int(11)", "积分"), ("weight", "decimal(10,2)", "重量（克）"),
    ("audit_status", "tinyint(1)", "审核状态"), ("audit_time", "datetime", "审核时间"),
    ("pay_time", "datetime", "支付时间"), ("pay_type", "tinyint(4)", "支付方式：1->支付宝；2->微信"),
    ("nickname", "varchar(64)", "昵称"), ("gender", "tinyint(1)", "性别"), ("birthday", "date", "生日"),
    ("id_card", "varchar(32)", "身份证号"), ("bank_no", "varchar(64)", "银行卡号"),
    ("parent_id", "bigint", "父级ID"), ("ancestors", "varchar(500)", "祖级列表"),
    ("enabled", "tinyint(1)", "是否启用"), ("is_default", "tinyint(1)", "是否默认"),
    ("config_key", "varchar(100)", "参数键名"), ("config_value", "varchar(500)", "参数键值"),
    ("error_msg", "varchar(2000)", "错误消息"), ("cost_time", "bigint", "消耗时间"),
]

TYPES_DEFAULT = {"datetime": " NULL DEFAULT NULL", "text": " NULL"}

NONSENSE = ["天气预报", "火箭发射", "恐龙化石", "量子纠缠", "xqzv", "blorft", "zzzz", "宇宙飞船", "foo bar baz",
            "香蕉牛奶", "lorem ipsum", "彩虹独角兽", "qwertyuiop", "火星基地"]
UBIQUITOUS = ["创建时间", "id", "状态", "create_time", "更新时间", "update_time", "备注", "status"]


@dataclass
class TableInfo:
    name: str
    comment: str | None
    module: str
    entities: list[tuple[str, str]]  # (english, Chinese), the main one first
    suffix: tuple[str, str]
    columns: list[tuple[str, str | None]] = field(default_factory=list)  # (name, comment)


@dataclass
class CatalogInfo:
    n: int
    seed: int
    path: str
    tables: list[TableInfo]
    bytes: int = 0


def _pick(rng: random.Random, items, k: int | None = None):
    weights = [item[-1] for item in items]
    if k is None:
        return rng.choices(items, weights=weights)[0]
    return rng.choices(items, weights=weights, k=k)


def _quote(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def generate(n: int, seed: int) -> list[TableInfo]:
    """n tables with unique names; deterministic in (n, seed)."""
    rng = random.Random(seed)
    taken: set[str] = set()
    tables: list[TableInfo] = []
    entity_tables: dict[str, str] = {}  # entity → the name of its own table, for foreign keys
    while len(tables) < n:
        module, module_cn, _ = _pick(rng, MODULES)
        first = _pick(rng, ENTITIES)
        entities = [(first[0], first[1])]
        if rng.random() < 0.3:
            second = _pick(rng, ENTITIES)
            if second[0] != first[0]:
                entities.append((second[0], second[1]))
        suffix, suffix_cn, _ = _pick(rng, SUFFIXES)
        if len(entities) == 2 and not suffix and rng.random() < 0.5:
            suffix, suffix_cn = "_relation", "关联"
        name = "_".join([module] + [e for e, _ in entities]) + suffix
        base_cn = "".join(cn for _, cn in entities) + suffix_cn
        if name in taken:
            variant, variant_cn = rng.choice(VARIANTS)
            name += variant
            base_cn = base_cn + variant_cn
            serial = 2
            while name in taken:
                name = f"{name.rsplit('__', 1)[0]}__{serial}"
                serial += 1
        taken.add(name)
        if rng.random() < 0.08:
            comment = None
        else:
            form = rng.choice(COMMENT_FORMS)
            if base_cn.startswith(module_cn):
                form = form.replace("{module}", "")
            comment = form.format(cn=base_cn, module=module_cn)
            if rng.random() < 0.1:
                comment += rng.choice(GLOSS_FORMS).format(cn=base_cn, module=module_cn)
        table = TableInfo(name=name, comment=comment, module=module, entities=entities, suffix=(suffix, suffix_cn))
        if not suffix and len(entities) == 1:
            entity_tables.setdefault(entities[0][0], name)
        tables.append(table)
    # Columns after names, so foreign keys can point at entity tables created later.
    for table in tables:
        table.columns = []
        table._ddl_columns = _columns(rng, table)  # type: ignore[attr-defined]
        table._fks = []  # type: ignore[attr-defined]
        for column, _, _ in table._ddl_columns:  # type: ignore[attr-defined]
            if column.endswith("_id") and column not in ("tenant_id", "parent_id"):
                target = entity_tables.get(column[:-3])
                if target and target != table.name and rng.random() < 0.25:
                    table._fks.append((column, target))  # type: ignore[attr-defined]
    return tables


def _columns(rng: random.Random, table: TableInfo) -> list[tuple[str, str, str | None]]:
    """(name, type, comment) of ~15 columns."""
    e, cn = table.entities[0]
    out: list[tuple[str, str, str | None]] = [("id", "bigint", rng.choice(["主键", "主键ID", "编号", "ID", None]))]
    # Links to the nouns in the name and to a few others.
    linked = list(table.entities[1:]) if table.suffix[0] or len(table.entities) > 1 else []
    if table.suffix[0]:
        linked.insert(0, table.entities[0])
    for other in rng.sample(ENTITIES, 2):
        if rng.random() < 0.5:
            linked.append((other[0], other[1]))
    for other_e, other_cn in linked:
        out.append((f"{other_e}_id", "bigint", f"{other_cn}ID" if rng.random() < 0.85 else None))
    target = rng.randint(12, 18)
    attributes = rng.sample(ATTRIBUTES, len(ATTRIBUTES))
    common = [c for c in COMMON_COLUMNS if rng.random() < c[3]]
    room = max(2, target - len(out) - len(common))
    for name, ctype, comment in attributes[:room]:
        out.append((name.format(e=e), ctype, comment.format(cn=cn) if rng.random() < 0.85 else None))
    for name, ctype, comment, _ in common:
        out.append((name, ctype, comment if rng.random() < 0.9 else None))
    seen: set[str] = set()
    unique = []
    for column in out:
        if column[0] not in seen:
            seen.add(column[0])
            unique.append(column)
    table.columns = [(name, comment) for name, _, comment in unique]
    return unique


def render(tables: list[TableInfo], seed: int) -> str:
    rng = random.Random(seed ^ 0x5EED)
    out = [
        "-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)",
        "--",
        "-- Host: 127.0.0.1    Database: enterprise",
        "-- ------------------------------------------------------",
        "-- Server version\t8.0.36",
        "",
        "/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;",
        "/*!50503 SET NAMES utf8mb4 */;",
        "/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;",
        "",
    ]
    for table in tables:
        lines = []
        for name, ctype, comment in table._ddl_columns:  # type: ignore[attr-defined]
            if name == "id":
                body = f"  `id` {ctype} NOT NULL AUTO_INCREMENT"
            else:
                null = " NOT NULL" if rng.random() < 0.2 else TYPES_DEFAULT.get(ctype, " DEFAULT NULL")
                if ctype.startswith("varchar"):
                    null = " COLLATE utf8mb4_general_ci" + null
                body = f"  `{name}` {ctype}{null}"
            if comment:
                body += f" COMMENT {_quote(comment)}"
            lines.append(body)
        lines.append("  PRIMARY KEY (`id`)")
        keyed = [c for c, _, _ in table._ddl_columns if c.endswith("_id")][:3]  # type: ignore[attr-defined]
        lines.extend(f"  KEY `idx_{c}` (`{c}`)" for c in keyed)
        for i, (column, target) in enumerate(table._fks, start=1):  # type: ignore[attr-defined]
            lines.append(f"  CONSTRAINT `fk_{table.name}_{i}` FOREIGN KEY (`{column}`) REFERENCES `{target}` (`id`)")
        tail = f") ENGINE=InnoDB AUTO_INCREMENT={rng.randint(1, 99999)} DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci"
        if table.comment:
            tail += f" COMMENT={_quote(table.comment)}"
        out += [
            "--",
            f"-- Table structure for table `{table.name}`",
            "--",
            "",
            f"DROP TABLE IF EXISTS `{table.name}`;",
            "/*!40101 SET @saved_cs_client     = @@character_set_client */;",
            "/*!50503 SET character_set_client = utf8mb4 */;",
            f"CREATE TABLE `{table.name}` (",
            ",\n".join(lines),
            tail + ";",
            "/*!40101 SET character_set_client = @saved_cs_client */;",
            "",
        ]
    out += ["/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;", "-- Dump completed", ""]
    return "\n".join(out)


def write_catalog(path: str | Path, n: int, seed: int = 1) -> CatalogInfo:
    """Write an n-table catalog to `path`; return what was written (for the request mix)."""
    tables = generate(n, seed)
    text = render(tables, seed)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    path.write_bytes(data)
    for table in tables:  # drop the DDL-only details
        for attr in ("_ddl_columns", "_fks"):
            table.__dict__.pop(attr, None)
    return CatalogInfo(n=n, seed=seed, path=str(path), tables=tables, bytes=len(data))


def write_sqlite_catalog(path: str | Path, n: int, seed: int = 1, prefix: str = "") -> CatalogInfo:
    """The same catalog as a SQLite database Datasette can serve: comments as `--` SQL comments
    after each table's and column's definition (how a SQLite schema carries them), no rows.
    `prefix` is put before every table name (a second catalog beside the first)."""
    tables = generate(n, seed)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        path.unlink()
    conn = sqlite3.connect(path)
    with conn:
        for table in tables:
            table.name = prefix + table.name
            lines = []
            for name, ctype, comment in table._ddl_columns:  # type: ignore[attr-defined]
                kind = "INTEGER" if "int" in ctype else "REAL" if "decimal" in ctype else "TEXT"
                line = f'  "{name}" {kind}' + (" PRIMARY KEY" if name == "id" else "")
                lines.append((line, comment))
            body = []
            for i, (line, comment) in enumerate(lines):
                sep = "," if i < len(lines) - 1 else ""
                body.append(line + sep + (f" -- {_one_line(comment)}" if comment else ""))
            head = f'CREATE TABLE "{table.name}" (' + (f" -- {_one_line(table.comment)}" if table.comment else "")
            conn.execute(head + "\n" + "\n".join(body) + "\n)")
    conn.execute("VACUUM")
    conn.close()
    for table in tables:
        for attr in ("_ddl_columns", "_fks"):
            table.__dict__.pop(attr, None)
    return CatalogInfo(n=n, seed=seed, path=str(path), tables=tables, bytes=path.stat().st_size)


def _one_line(text: str) -> str:
    return " ".join(text.split())


# -- request mix -------------------------------------------------------------------------------
# (kind, weight)
REQUEST_KINDS = [
    ("entity_cn", 22), ("entity_cn_suffix", 12), ("entity_en", 12), ("entity_fields", 16),
    ("object_where", 10), ("object", 4), ("where_only", 8), ("nonsense", 8), ("ubiquitous", 8),
]


def requests(n: int, seed: int, catalog_info: CatalogInfo) -> list[dict]:
    """n requests as plain dicts: {kind, object, entity, fields, where}; deterministic in
    (n, seed, catalog)."""
    rng = random.Random(seed)
    tables = catalog_info.tables
    out: list[dict] = []
    for _ in range(n):
        kind = _pick(rng, REQUEST_KINDS)[0]
        table = rng.choice(tables)
        e, cn = table.entities[0]
        request: dict = {"kind": kind, "object": None, "entity": None, "fields": [], "where": {}}
        named = [c for c in table.columns if c[0] != "id"]
        if kind == "entity_cn":
            request["entity"] = cn if rng.random() < 0.7 else "".join(c for _, c in table.entities)
        elif kind == "entity_cn_suffix":
            request["entity"] = "".join(c for _, c in table.entities) + table.suffix[1] or cn
        elif kind == "entity_en":
            words = [w for w, _ in table.entities] + ([table.suffix[0].strip("_").replace("_", " ")] if table.suffix[0] else [])
            request["entity"] = " ".join(words) if rng.random() < 0.6 else e
        elif kind == "entity_fields":
            request["entity"] = table.comment or cn
            picks = rng.sample(named, min(len(named), rng.randint(1, 3)))
            request["fields"] = [(c if rng.random() < 0.5 else n_) if c else n_ for n_, c in
                                 ((name, (comment or "").split("：")[0] or None) for name, comment in picks)]
        elif kind == "object_where":
            request["object"] = table.name
            column = rng.choice(named)[0]
            request["where"] = {column: rng.randint(1, 99999)}
            if rng.random() < 0.4:
                request["fields"] = [rng.choice(named)[0]]
        elif kind == "object":
            request["object"] = table.name if rng.random() < 0.7 else table.name.upper()
        elif kind == "where_only":
            picks = rng.sample(named, min(len(named), rng.randint(1, 2)))
            request["where"] = {name: rng.randint(1, 99999) for name, _ in picks}
        elif kind == "nonsense":
            request["entity"] = rng.choice(NONSENSE)
        else:  # ubiquitous
            request["entity"] = rng.choice(UBIQUITOUS)
        out.append(request)
    return out


def describe_request(request: dict) -> str:
    parts = []
    for key in ("object", "entity"):
        if request.get(key):
            parts.append(f"{key}={request[key]}")
    if request.get("fields"):
        parts.append("fields=" + ",".join(request["fields"]))
    if request.get("where"):
        parts.append("where=" + ",".join(f"{k}={v}" for k, v in request["where"].items()))
    return f"[{request.get('kind')}] " + " ".join(parts)


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    target = sys.argv[2] if len(sys.argv) > 2 else f"benchmarks/out/catalog-{count}.sql"
    info = write_catalog(target, count, seed=1)
    print(f"{target}: {count} tables, {info.bytes / 1e6:.1f} MB")
    for t in info.tables[:8]:
        print(f"  {t.name:40} {t.comment}  ({len(t.columns)} columns)")
    for r in requests(12, 2, info):
        print("  " + describe_request(r))
