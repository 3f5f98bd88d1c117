//! HLO text cut into the parts the mutations edit: lines, computations, instruction lines
//! (name, shape, opcode, operands, attributes as byte ranges), the array shapes and the
//! integer tokens of attributes (skipping opaque ones such as metadata).

use std::ops::Range;

/// Element type names as HLO text writes them.
pub(crate) const TYPES: &[&str] = &[
    "pred", "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "f16", "bf16", "f32", "f64",
    "c64", "c128",
];

/// Attributes whose `{...}` holds opaque text rather than semantics.
const OPAQUE_ATTRS: &[&str] = &[
    "metadata=",
    "frontend_attributes=",
    "backend_config=",
    "sharding=",
    "origin=",
];

/// One instruction line, cut into parts (byte ranges into the line).
#[derive(Clone, Debug)]
pub struct InstrLine {
    pub name: String,
    pub root: bool,
    pub shape: Range<usize>,
    pub opcode: Range<usize>,
    /// Inside the parentheses.
    pub operands: Range<usize>,
    /// From after the closing parenthesis to the end.
    pub attrs: Range<usize>,
}

/// A computation: its name and the lines of its body.
#[derive(Clone, Debug)]
pub struct CompInfo {
    pub name: String,
    pub entry: bool,
    pub body: Range<usize>,
}

/// HLO text as lines, with its computations found.
#[derive(Clone, Debug)]
pub struct Doc {
    pub lines: Vec<String>,
}

impl Doc {
    pub fn new(text: &str) -> Doc {
        Doc {
            lines: text.lines().map(str::to_string).collect(),
        }
    }

    pub fn text(&self) -> String {
        let mut t = self.lines.join("\n");
        t.push('\n');
        t
    }

    pub fn computations(&self) -> Vec<CompInfo> {
        let mut comps = Vec::new();
        let mut open: Option<(String, bool, usize)> = None;
        for (i, line) in self.lines.iter().enumerate() {
            let t = line.trim();
            if open.is_none()
                && t.ends_with('{')
                && !t.contains(" = ")
                && !t.starts_with("HloModule")
            {
                let head = t.trim_end_matches('{').trim();
                let entry = head.starts_with("ENTRY ");
                let name = head.trim_start_matches("ENTRY ").trim();
                let name = name
                    .split_whitespace()
                    .next()
                    .unwrap_or("")
                    .trim_start_matches('%');
                open = Some((name.to_string(), entry, i + 1));
            } else if t == "}" {
                if let Some((name, entry, start)) = open.take() {
                    comps.push(CompInfo {
                        name,
                        entry,
                        body: start..i,
                    });
                }
            }
        }
        comps
    }

    /// The instruction lines (index, parts) of a computation.
    pub fn instrs(&self, comp: &CompInfo) -> Vec<(usize, InstrLine)> {
        comp.body
            .clone()
            .filter_map(|i| parse_instr(&self.lines[i]).map(|p| (i, p)))
            .collect()
    }

    /// Every instruction line of the module.
    pub fn all_instrs(&self) -> Vec<(usize, InstrLine, usize)> {
        let comps = self.computations();
        let mut out = Vec::new();
        for (ci, c) in comps.iter().enumerate() {
            for (i, p) in self.instrs(c) {
                out.push((i, p, ci));
            }
        }
        out
    }
}

/// Index of the bracket closing the one at `open` (any of `([{`), skipping quoted strings.
pub(crate) fn matching(s: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0i32;
    let mut quoted = false;
    let mut i = open;
    while i < s.len() {
        let c = s[i];
        if quoted {
            if c == b'\\' {
                i += 1;
            } else if c == b'"' {
                quoted = false;
            }
        } else {
            match c {
                b'"' => quoted = true,
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        i += 1;
    }
    None
}

pub fn parse_instr(line: &str) -> Option<InstrLine> {
    let b = line.as_bytes();
    let mut pos = line.len() - line.trim_start().len();
    let mut root = false;
    if line[pos..].starts_with("ROOT ") {
        root = true;
        pos += 5;
    }
    let eq = pos + line[pos..].find(" = ")?;
    let name = line[pos..eq].trim_start_matches('%').to_string();
    if name.is_empty() || name.contains(' ') {
        return None;
    }
    let shape_start = eq + 3;
    let shape_end = if b.get(shape_start) == Some(&b'(') {
        matching(b, shape_start)? + 1
    } else {
        shape_start + line[shape_start..].find(' ')?
    };
    let op_start = shape_end + 1;
    let paren = op_start + line[op_start..].find('(')?;
    let close = matching(b, paren)?;
    Some(InstrLine {
        name,
        root,
        shape: shape_start..shape_end,
        opcode: op_start..paren,
        operands: paren + 1..close,
        attrs: close + 1..line.len(),
    })
}

/// An array shape in text: `f32[2,3]{1,0}`.
#[derive(Clone, Debug)]
pub struct ShapeSite {
    pub ty: Range<usize>,
    /// Inside the brackets.
    pub dims: Range<usize>,
    /// Inside the braces, when there is a layout.
    pub layout: Option<Range<usize>>,
}

pub(crate) fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'-'
}

/// The array shapes written in `s`.
pub fn shape_sites(s: &str) -> Vec<ShapeSite> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_alphabetic() && (i == 0 || !is_ident(b[i - 1])) {
            let start = i;
            while i < b.len() && b[i].is_ascii_alphanumeric() {
                i += 1;
            }
            let word = &s[start..i];
            if i < b.len() && b[i] == b'[' && TYPES.contains(&word) {
                let Some(close) = matching(b, i) else {
                    return out;
                };
                let dims = i + 1..close;
                let mut layout = None;
                i = close + 1;
                if i < b.len() && b[i] == b'{' {
                    if let Some(end) = matching(b, i) {
                        layout = Some(i + 1..end);
                        i = end + 1;
                    }
                }
                out.push(ShapeSite {
                    ty: start..start + word.len(),
                    dims,
                    layout,
                });
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Byte ranges of `s` inside opaque attributes (metadata and such), which mutations skip.
fn opaque_ranges(s: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    for key in OPAQUE_ATTRS {
        let mut from = 0;
        while let Some(k) = s[from..].find(key) {
            let start = from + k;
            let open = start + key.len();
            let end = if s.as_bytes().get(open) == Some(&b'{') {
                matching(s.as_bytes(), open).map_or(s.len(), |e| e + 1)
            } else {
                s[open..].find(", ").map_or(s.len(), |e| open + e)
            };
            out.push(start..end);
            from = end.max(start + 1);
        }
    }
    out
}

/// Integer tokens of an attribute string: runs of digits (with a leading `-`) that are not
/// part of a name: `size=1x3`, `pad=0_1`, `slice={[0:4:1]}`, `dimensions={0,1}`, `index=2`.
pub fn int_tokens(s: &str) -> Vec<Range<usize>> {
    let b = s.as_bytes();
    let skip = opaque_ranges(s);
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if skip.iter().any(|r| r.contains(&start)) {
            continue;
        }
        if i < b.len() && (b[i] == b'.' || b[i].is_ascii_alphabetic() && b[i] != b'x') {
            continue;
        }
        let prev = if start > 0 { b[start - 1] } else { b' ' };
        let prev2 = if start > 1 { b[start - 2] } else { b' ' };
        let ok = match prev {
            b'x' | b'_' => prev2.is_ascii_digit(),
            b'-' => !is_ident(prev2) || prev2 == b'_' || prev2 == b'x',
            c => !is_ident(c),
        };
        if ok {
            let start = if prev == b'-' { start - 1 } else { start };
            out.push(start..i);
        }
    }
    out
}

pub(crate) fn replace(line: &mut String, r: Range<usize>, with: &str) {
    line.replace_range(r, with);
}

/// Top-level comma-separated parts of `s` (ranges relative to `s`).
pub(crate) fn split_top(s: &str) -> Vec<Range<usize>> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, &c) in b.iter().enumerate() {
        match c {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b',' if depth == 0 => {
                out.push(start..i);
                start = i + 1;
            }
            _ => {}
        }
    }
    if !s[start..].trim().is_empty() {
        out.push(start..s.len());
    }
    // Trim spaces.
    out.into_iter()
        .map(|r| {
            let t = &s[r.clone()];
            let lead = t.len() - t.trim_start().len();
            r.start + lead..r.start + lead + t.trim().len()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_an_instruction_line() {
        let line = "  ROOT r.1 = (f32[2]{0}, s32[]) reduce(a, b, c, d), dimensions={0}, to_apply=f";
        let p = parse_instr(line).unwrap();
        assert_eq!(p.name, "r.1");
        assert!(p.root);
        assert_eq!(&line[p.shape], "(f32[2]{0}, s32[])");
        assert_eq!(&line[p.opcode], "reduce");
        assert_eq!(&line[p.operands], "a, b, c, d");
        let attrs = &line[p.attrs];
        let ints: Vec<&str> = int_tokens(attrs).into_iter().map(|r| &attrs[r]).collect();
        assert_eq!(ints, ["0"]);
    }

    #[test]
    fn finds_window_numbers_not_names() {
        let s = ", window={size=1x3 pad=0_1x-1_1}, to_apply=region_0.1, metadata={op_name=\"a2\"}";
        let ints: Vec<&str> = int_tokens(s).into_iter().map(|r| &s[r]).collect();
        assert_eq!(ints, ["1", "3", "0", "1", "-1", "1"]);
    }
}
