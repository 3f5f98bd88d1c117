//! Structure-aware mutations of HLO text: each keeps the text close to parseable but bends
//! what it means (a dimension, an element type, a layout, an attribute's numbers, an operand,
//! a constant, a comparison, a called computation, an opcode, a line deleted or repeated).
//!
//! Each mutation edits one part of an instruction line as `text` cuts it and leaves the rest
//! as it was.

use crate::text::{
    int_tokens, is_ident, matching, replace, shape_sites, split_top, Doc, InstrLine, ShapeSite,
    TYPES,
};

/// SplitMix64: small, fast and seedable.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

const DIRECTIONS: &[&str] = &["EQ", "NE", "LT", "LE", "GT", "GE"];

/// Opcodes that take the same operands, so swapping one for another often still verifies.
const BINARY: &[&str] = &[
    "add",
    "subtract",
    "multiply",
    "divide",
    "maximum",
    "minimum",
    "power",
    "remainder",
    "atan2",
    "and",
    "or",
    "xor",
    "shift-left",
    "shift-right-logical",
    "shift-right-arithmetic",
];
const UNARY: &[&str] = &[
    "exponential",
    "log",
    "negate",
    "abs",
    "sqrt",
    "rsqrt",
    "tanh",
    "logistic",
    "sine",
    "cosine",
    "floor",
    "ceil",
    "round-nearest-even",
    "round-nearest-afz",
    "sign",
    "not",
    "exponential-minus-one",
    "log-plus-one",
    "cbrt",
    "is-finite",
    "popcnt",
    "count-leading-zeros",
    "erf",
    "copy",
    "real",
    "imag",
];

/// Attributes naming called computations.
const CALLEE_ATTRS: &[&str] = &[
    "to_apply=",
    "body=",
    "condition=",
    "calls=",
    "true_computation=",
    "false_computation=",
    "comparator=",
];

fn new_int(rng: &mut Rng, old: i64) -> i64 {
    match rng.below(9) {
        0 => 0,
        1 => 1,
        2 => old - 1,
        3 => old + 1,
        4 => old * 2,
        5 => -1,
        6 => old + 1000,
        7 => rng.below(8) as i64,
        _ => i64::from(i32::MAX) + 1,
    }
}

/// A mutation: edits the text and says what it did, or returns `None` when it found
/// nothing to change.
pub type Mutation = fn(&mut Doc, &mut Rng) -> Option<String>;

/// The mutations, by name.
pub const MUTATIONS: &[(&str, Mutation)] = &[
    ("dim", mutate_dim),
    ("global-dim", mutate_global_dim),
    ("type", mutate_type),
    ("global-type", mutate_global_type),
    ("layout", mutate_layout),
    ("attr-int", mutate_attr_int),
    ("attr-list", mutate_attr_list),
    ("dim-labels", mutate_dim_labels),
    ("operand", mutate_operand),
    ("swap-operands", mutate_swap_operands),
    ("constant", mutate_constant),
    ("direction", mutate_direction),
    ("callee", mutate_callee),
    ("opcode", mutate_opcode),
    ("delete-line", mutate_delete_line),
    ("duplicate-line", mutate_duplicate_line),
];

/// Applies one to three random mutations; returns what was done.
pub fn mutate(doc: &mut Doc, rng: &mut Rng) -> Vec<String> {
    let count = match rng.below(10) {
        0..=5 => 1,
        6..=8 => 2,
        _ => 3,
    };
    let mut done = Vec::new();
    let mut attempts = 0;
    while done.len() < count && attempts < 50 {
        attempts += 1;
        let (name, f) = MUTATIONS[rng.below(MUTATIONS.len())];
        if let Some(what) = f(doc, rng) {
            done.push(format!("{name}: {what}"));
        }
    }
    done
}

fn random_instr(doc: &Doc, rng: &mut Rng) -> Option<(usize, InstrLine, usize)> {
    let all = doc.all_instrs();
    if all.is_empty() {
        return None;
    }
    Some(all[rng.below(all.len())].clone())
}

/// One array shape of an instruction line, in its result shape (mostly) or attributes.
fn random_shape_site(doc: &Doc, rng: &mut Rng) -> Option<(usize, ShapeSite)> {
    for _ in 0..10 {
        let (i, p, _) = random_instr(doc, rng)?;
        let line = &doc.lines[i];
        let sites: Vec<ShapeSite> = shape_sites(&line[p.shape.clone()])
            .into_iter()
            .map(|s| ShapeSite {
                ty: s.ty.start + p.shape.start..s.ty.end + p.shape.start,
                dims: s.dims.start + p.shape.start..s.dims.end + p.shape.start,
                layout: s
                    .layout
                    .map(|l| l.start + p.shape.start..l.end + p.shape.start),
            })
            .collect();
        if !sites.is_empty() {
            let s = sites[rng.below(sites.len())].clone();
            return Some((i, s));
        }
    }
    None
}

fn mutate_dim(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    let (i, site) = random_shape_site(doc, rng)?;
    let line = &mut doc.lines[i];
    let dims = line[site.dims.clone()].to_string();
    let mut parts: Vec<String> = dims.split(',').map(|d| d.trim().to_string()).collect();
    if dims.trim().is_empty() || rng.chance(15) {
        // Change the rank: add a dimension, or drop one.
        if parts.len() > 1 && rng.chance(50) {
            parts.remove(rng.below(parts.len()));
        } else {
            if dims.trim().is_empty() {
                parts.clear();
            }
            parts.insert(rng.below(parts.len() + 1), (1 + rng.below(4)).to_string());
        }
    } else {
        let k = rng.below(parts.len());
        let old: i64 = parts[k].parse().ok()?;
        parts[k] = new_int(rng, old).clamp(0, 4096).to_string();
    }
    let new = parts.join(",");
    replace(line, site.dims, &new);
    Some(format!("line {}: [{dims}] -> [{new}]", i + 1))
}

/// Replaces one dimension size everywhere in the module's shapes (often still consistent).
fn mutate_global_dim(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    let mut sizes = Vec::new();
    for line in &doc.lines {
        for s in shape_sites(line) {
            for d in line[s.dims].split(',') {
                if let Ok(v) = d.trim().parse::<i64>() {
                    if v > 0 && !sizes.contains(&v) {
                        sizes.push(v);
                    }
                }
            }
        }
    }
    if sizes.is_empty() {
        return None;
    }
    let from = *rng.pick(&sizes);
    let to = match rng.below(5) {
        0 => 1,
        1 => from + 1,
        2 => (from - 1).max(0),
        3 => (from * 2).min(512),
        _ => 0,
    };
    for line in &mut doc.lines {
        let sites = shape_sites(line);
        for s in sites.iter().rev() {
            let dims = &line[s.dims.clone()];
            let new: Vec<String> = dims
                .split(',')
                .map(|d| match d.trim().parse::<i64>() {
                    Ok(v) if v == from => to.to_string(),
                    _ => d.trim().to_string(),
                })
                .collect();
            let new = new.join(",");
            line.replace_range(s.dims.clone(), &new);
        }
    }
    Some(format!("every dimension {from} -> {to}"))
}

fn mutate_type(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    let (i, site) = random_shape_site(doc, rng)?;
    let line = &mut doc.lines[i];
    let old = line[site.ty.clone()].to_string();
    let new = *rng.pick(TYPES);
    replace(line, site.ty, new);
    Some(format!("line {}: {old} -> {new}", i + 1))
}

/// Replaces one element type everywhere (shapes only).
fn mutate_global_type(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    let mut present = Vec::new();
    for line in &doc.lines {
        for s in shape_sites(line) {
            let t = line[s.ty].to_string();
            if !present.contains(&t) {
                present.push(t);
            }
        }
    }
    if present.is_empty() {
        return None;
    }
    let from = rng.pick(&present).clone();
    let to = *rng.pick(TYPES);
    if from == to {
        return None;
    }
    for line in &mut doc.lines {
        let sites = shape_sites(line);
        for s in sites.iter().rev() {
            if line[s.ty.clone()] == from {
                line.replace_range(s.ty.clone(), to);
            }
        }
    }
    Some(format!("every {from} -> {to}"))
}

fn mutate_layout(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    let (i, site) = random_shape_site(doc, rng)?;
    let line = &mut doc.lines[i];
    let layout = site.layout?;
    let old = line[layout.clone()].to_string();
    let mut parts: Vec<String> = old
        .split(',')
        .map(|d| d.trim().to_string())
        .filter(|d| !d.is_empty())
        .collect();
    match rng.below(4) {
        0 if parts.len() > 1 => {
            let (a, b) = (rng.below(parts.len()), rng.below(parts.len()));
            parts.swap(a, b);
        }
        1 if !parts.is_empty() => {
            parts.remove(rng.below(parts.len()));
        }
        2 if !parts.is_empty() => {
            let k = rng.below(parts.len());
            parts[k] = rng.below(parts.len() + 1).to_string();
        }
        _ => parts.reverse(),
    }
    let new = parts.join(",");
    replace(line, layout, &new);
    Some(format!("line {}: {{{old}}} -> {{{new}}}", i + 1))
}

fn mutate_attr_int(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    for _ in 0..10 {
        let (i, p, _) = random_instr(doc, rng)?;
        let line = &mut doc.lines[i];
        let attrs = &line[p.attrs.clone()];
        let ints = int_tokens(attrs);
        if ints.is_empty() {
            continue;
        }
        let r = ints[rng.below(ints.len())].clone();
        let old: i64 = attrs[r.clone()].parse().ok()?;
        let new = new_int(rng, old);
        let at = p.attrs.start + r.start..p.attrs.start + r.end;
        replace(line, at, &new.to_string());
        return Some(format!("line {}: {} {old} -> {new}", i + 1, p.name));
    }
    None
}

/// Edits one `key={0,1,2}` list: drop, repeat, swap, reverse or add an entry.
fn mutate_attr_list(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    for _ in 0..10 {
        let (i, p, _) = random_instr(doc, rng)?;
        let line = &doc.lines[i];
        let attrs = &line[p.attrs.clone()];
        let b = attrs.as_bytes();
        let mut lists = Vec::new();
        for (k, _) in attrs.match_indices("={") {
            let open = k + 1;
            if let Some(close) = matching(b, open) {
                let inner = &attrs[open + 1..close];
                if inner
                    .chars()
                    .all(|c| c.is_ascii_digit() || c == ',' || c == ' ')
                {
                    lists.push(open + 1..close);
                }
            }
        }
        if lists.is_empty() {
            continue;
        }
        let r = lists[rng.below(lists.len())].clone();
        let old = attrs[r.clone()].to_string();
        let mut parts: Vec<String> = old
            .split(',')
            .map(|d| d.trim().to_string())
            .filter(|d| !d.is_empty())
            .collect();
        match rng.below(5) {
            0 if !parts.is_empty() => {
                parts.remove(rng.below(parts.len()));
            }
            1 if !parts.is_empty() => {
                let k = rng.below(parts.len());
                let v = parts[k].clone();
                parts.insert(k, v);
            }
            2 if parts.len() > 1 => {
                let (a, c) = (rng.below(parts.len()), rng.below(parts.len()));
                parts.swap(a, c);
            }
            3 => parts.reverse(),
            _ => parts.push(rng.below(parts.len() + 2).to_string()),
        }
        let new = parts.join(",");
        let name = p.name.clone();
        let at = p.attrs.start + r.start..p.attrs.start + r.end;
        replace(&mut doc.lines[i], at, &new);
        return Some(format!("line {}: {name} {{{old}}} -> {{{new}}}", i + 1));
    }
    None
}

fn mutate_dim_labels(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    let candidates: Vec<usize> = (0..doc.lines.len())
        .filter(|&i| doc.lines[i].contains("dim_labels="))
        .collect();
    if candidates.is_empty() {
        return None;
    }
    let i = *rng.pick(&candidates);
    let line = &mut doc.lines[i];
    let start = line.find("dim_labels=")? + "dim_labels=".len();
    let end = start + line[start..].find([',', ' ']).unwrap_or(line.len() - start);
    let old = line[start..end].to_string();
    let mut sections: Vec<Vec<char>> = old
        .split(['_', '-', '>'])
        .filter(|s| !s.is_empty())
        .map(|s| s.chars().collect())
        .collect();
    if sections.len() != 3 {
        return None;
    }
    let k = rng.below(3);
    let s = &mut sections[k];
    match rng.below(3) {
        0 if s.len() > 1 => {
            let (a, b) = (rng.below(s.len()), rng.below(s.len()));
            s.swap(a, b);
        }
        1 if !s.is_empty() => {
            let a = rng.below(s.len());
            let b = rng.below(s.len());
            s[a] = s[b];
        }
        _ => {
            s.pop();
        }
    }
    let text = |v: &Vec<char>| v.iter().collect::<String>();
    let new = format!(
        "{}_{}->{}",
        text(&sections[0]),
        text(&sections[1]),
        text(&sections[2])
    );
    line.replace_range(start..end, &new);
    Some(format!("line {}: {old} -> {new}", i + 1))
}

/// Points one operand at another instruction of the same computation.
fn mutate_operand(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    let comps = doc.computations();
    for _ in 0..10 {
        let (i, p, ci) = random_instr(doc, rng)?;
        let line = &doc.lines[i];
        let ops_text = &line[p.operands.clone()];
        let opcode = &line[p.opcode.clone()];
        if opcode == "constant" || opcode == "parameter" {
            continue;
        }
        let ops = split_top(ops_text);
        if ops.is_empty() {
            continue;
        }
        let names: Vec<(usize, String)> = doc
            .instrs(&comps[ci])
            .into_iter()
            .map(|(k, q)| (k, q.name))
            .filter(|(k, n)| *k != i && n != &p.name)
            .collect();
        let earlier: Vec<&String> = names
            .iter()
            .filter(|(k, _)| *k < i)
            .map(|(_, n)| n)
            .collect();
        let pool: Vec<&String> = if !earlier.is_empty() && rng.chance(90) {
            earlier
        } else {
            names.iter().map(|(_, n)| n).collect()
        };
        if pool.is_empty() {
            continue;
        }
        let r = ops[rng.below(ops.len())].clone();
        let op = &ops_text[r.clone()];
        // `f32[2] %x` or `x`: replace the last word.
        let word_start = op.rfind(' ').map_or(0, |k| k + 1);
        let old = op[word_start..].to_string();
        let new = (*rng.pick(&pool)).clone();
        let at = p.operands.start + r.start + word_start..p.operands.start + r.end;
        let name = p.name.clone();
        replace(&mut doc.lines[i], at, &new);
        return Some(format!("line {}: {name} operand {old} -> {new}", i + 1));
    }
    None
}

fn mutate_swap_operands(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    for _ in 0..10 {
        let (i, p, _) = random_instr(doc, rng)?;
        let line = &doc.lines[i];
        let ops_text = line[p.operands.clone()].to_string();
        let ops = split_top(&ops_text);
        if ops.len() < 2 || &line[p.opcode.clone()] == "constant" {
            continue;
        }
        let a = rng.below(ops.len());
        let mut b = rng.below(ops.len());
        if a == b {
            b = (a + 1) % ops.len();
        }
        let mut parts: Vec<String> = ops
            .iter()
            .map(|r| ops_text[r.clone()].to_string())
            .collect();
        parts.swap(a, b);
        let name = p.name.clone();
        replace(&mut doc.lines[i], p.operands, &parts.join(", "));
        return Some(format!(
            "line {}: {name} swapped operands {a} and {b}",
            i + 1
        ));
    }
    None
}

/// Changes one value of a constant (or all of a scalar's), or its shape.
fn mutate_constant(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    let all: Vec<(usize, InstrLine, usize)> = doc
        .all_instrs()
        .into_iter()
        .filter(|(i, p, _)| &doc.lines[*i][p.opcode.clone()] == "constant")
        .collect();
    if all.is_empty() {
        return None;
    }
    let (i, p, _) = all[rng.below(all.len())].clone();
    let line = &mut doc.lines[i];
    let lit = line[p.operands.clone()].to_string();
    // Value tokens: numbers, nan, inf, true, false.
    let b = lit.as_bytes();
    let mut tokens = Vec::new();
    let mut k = 0;
    while k < b.len() {
        let c = b[k];
        if c.is_ascii_alphanumeric() || c == b'-' || c == b'.' || c == b'+' {
            let start = k;
            while k < b.len()
                && (b[k].is_ascii_alphanumeric() || b[k] == b'-' || b[k] == b'.' || b[k] == b'+')
            {
                k += 1;
            }
            tokens.push(start..k);
        } else {
            k += 1;
        }
    }
    if tokens.is_empty() {
        return None;
    }
    const VALUES: &[&str] = &[
        "0",
        "-0",
        "1",
        "-1",
        "2",
        "nan",
        "inf",
        "-inf",
        "1e38",
        "-3.5",
        "0.5",
        "255",
        "-128",
        "2147483647",
        "-2147483648",
        "65504",
        "1e-40",
        "true",
        "false",
        "100",
        "7",
    ];
    let r = tokens[rng.below(tokens.len())].clone();
    let old = lit[r.clone()].to_string();
    let new = *rng.pick(VALUES);
    let at = p.operands.start + r.start..p.operands.start + r.end;
    line.replace_range(at, new);
    Some(format!("line {}: {} {old} -> {new}", i + 1, p.name))
}

fn mutate_direction(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    let candidates: Vec<usize> = (0..doc.lines.len())
        .filter(|&i| doc.lines[i].contains("direction="))
        .collect();
    if candidates.is_empty() {
        return None;
    }
    let i = *rng.pick(&candidates);
    let line = &mut doc.lines[i];
    let start = line.find("direction=")? + "direction=".len();
    let end = start + 2.min(line.len() - start);
    let old = line[start..end].to_string();
    let new = *rng.pick(DIRECTIONS);
    line.replace_range(start..end, new);
    Some(format!("line {}: direction {old} -> {new}", i + 1))
}

fn mutate_callee(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    let comps = doc.computations();
    let names: Vec<String> = comps
        .iter()
        .filter(|c| !c.entry)
        .map(|c| c.name.clone())
        .collect();
    if names.len() < 2 {
        return None;
    }
    let mut sites = Vec::new();
    for (i, line) in doc.lines.iter().enumerate() {
        for key in CALLEE_ATTRS {
            for (k, _) in line.match_indices(key) {
                if k > 0 && is_ident(line.as_bytes()[k - 1]) {
                    continue;
                }
                let start = k + key.len();
                let end = start
                    + line[start..]
                        .find([',', ' ', '}'])
                        .unwrap_or(line.len() - start);
                sites.push((i, start..end));
            }
        }
        if let Some(k) = line.find("branch_computations={") {
            let open = k + "branch_computations=".len();
            if let Some(close) = matching(line.as_bytes(), open) {
                for r in split_top(&line[open + 1..close]) {
                    sites.push((i, open + 1 + r.start..open + 1 + r.end));
                }
            }
        }
    }
    if sites.is_empty() {
        return None;
    }
    let (i, r) = sites[rng.below(sites.len())].clone();
    let old = doc.lines[i][r.clone()].to_string();
    let new = rng.pick(&names).clone();
    doc.lines[i].replace_range(r, &format!("%{new}"));
    Some(format!("line {}: callee {old} -> {new}", i + 1))
}

fn mutate_opcode(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    let all: Vec<(usize, InstrLine, usize)> = doc
        .all_instrs()
        .into_iter()
        .filter(|(i, p, _)| {
            let op = &doc.lines[*i][p.opcode.clone()];
            BINARY.contains(&op) || UNARY.contains(&op)
        })
        .collect();
    if all.is_empty() {
        return None;
    }
    let (i, p, _) = all[rng.below(all.len())].clone();
    let line = &mut doc.lines[i];
    let old = line[p.opcode.clone()].to_string();
    let new = if BINARY.contains(&old.as_str()) {
        *rng.pick(BINARY)
    } else {
        *rng.pick(UNARY)
    };
    line.replace_range(p.opcode.clone(), new);
    Some(format!("line {}: {} {old} -> {new}", i + 1, p.name))
}

fn mutate_delete_line(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    let (i, p, _) = random_instr(doc, rng)?;
    if p.root && rng.chance(70) {
        return None;
    }
    doc.lines.remove(i);
    Some(format!("deleted line {} ({})", i + 1, p.name))
}

fn mutate_duplicate_line(doc: &mut Doc, rng: &mut Rng) -> Option<String> {
    let (i, p, _) = random_instr(doc, rng)?;
    let mut copy = doc.lines[i].clone();
    if p.root {
        copy = copy.replacen("ROOT ", "", 1);
    }
    // Either a true duplicate (same name) or a renamed copy that nothing uses.
    let what = if rng.chance(50) {
        "same name"
    } else {
        let indent = copy.len() - copy.trim_start().len();
        let at = indent..indent + copy[indent..].find(" = ")?;
        let new_name = format!("{}.dup", p.name);
        copy.replace_range(at, &new_name);
        "renamed"
    };
    doc.lines.insert(i + 1, copy);
    Some(format!("duplicated line {} ({}, {what})", i + 1, p.name))
}
