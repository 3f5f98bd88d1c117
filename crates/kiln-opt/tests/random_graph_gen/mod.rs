//! The random module generator shared by kiln-opt's `random_graphs` test (do the passes
//! keep the interpreter's results?) and kiln-runtime's `random_graphs_cpu` test (does the
//! CPU backend compute what the interpreter does?).
//!
//! A case is a list of random words; the [`Builder`] reads them as choices, so proptest
//! shrinks a failure to a short program. Every generated module is well typed. Two mixes
//! ([`Flavor`]): small values with calls, loops and conditionals for the passes, and larger
//! odd-sized values with the softmax/layernorm/dot-epilogue/reduction patterns of
//! [`patterns`] for a fusing backend.

#![allow(dead_code)]

mod fusion_ops;
mod patterns;

#[allow(unused_imports)] // kiln-opt's test uses only the random mix
pub use patterns::{fixed_patterns, Activation, Pattern};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    F32,
    F64,
    Bf16,
    S32,
    Pred,
}

impl Ty {
    pub const ALL: [Ty; 5] = [Ty::F32, Ty::F64, Ty::Bf16, Ty::S32, Ty::Pred];

    pub fn name(self) -> &'static str {
        match self {
            Ty::F32 => "f32",
            Ty::F64 => "f64",
            Ty::Bf16 => "bf16",
            Ty::S32 => "s32",
            Ty::Pred => "pred",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Val {
    pub name: String,
    pub ty: Ty,
    pub dims: Vec<i64>,
}

impl Val {
    pub fn count(&self) -> i64 {
        self.dims.iter().product()
    }
}

pub fn shape(ty: Ty, dims: &[i64]) -> String {
    let dims: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    format!("{}[{}]", ty.name(), dims.join(","))
}

pub fn list(values: impl IntoIterator<Item = impl ToString>) -> String {
    let items: Vec<String> = values.into_iter().map(|v| v.to_string()).collect();
    items.join(",")
}

/// The random words, read as choices; past the end every choice is 0.
pub struct Choices<'a> {
    words: &'a [u32],
    pos: usize,
}

impl Choices<'_> {
    pub fn below(&mut self, n: usize) -> usize {
        let word = self.words.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        word as usize % n.max(1)
    }

    pub fn pick<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())].clone()
    }

    pub fn exhausted(&self) -> bool {
        self.pos >= self.words.len()
    }
}

/// Which mix of instructions a builder draws from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavor {
    /// Small values, control flow, calls and tuples: what the HLO passes rewrite.
    Passes,
    /// Larger values with odd extents (1, 3, 5, 17, so vector loops have remainders), more
    /// elementwise and index ops, and the patterns a fusing backend is built for
    /// ([`patterns`]).
    Fusion,
}

/// Values stay small: no intermediate has more than this many elements.
const MAX_ELEMENTS: i64 = 48;
const SHAPES: &[&[i64]] = &[&[], &[3], &[2, 3], &[4, 2], &[2, 1, 3], &[5]];

const FUSION_MAX_ELEMENTS: i64 = 320;
const FUSION_SHAPES: &[&[i64]] = &[
    &[],
    &[17],
    &[5],
    &[3, 5],
    &[5, 17],
    &[17, 3],
    &[1, 17],
    &[17, 1],
    &[2, 3, 5],
    &[3, 1, 17],
    &[17, 17],
    &[1],
];

pub struct Builder<'a> {
    pub c: Choices<'a>,
    flavor: Flavor,
    lines: Vec<String>,
    comps: Vec<String>,
    vals: Vec<Val>,
    params: usize,
    counter: usize,
}

impl<'a> Builder<'a> {
    /// A builder of [`Flavor::Passes`] modules.
    pub fn new(words: &'a [u32]) -> Self {
        Builder::with_flavor(words, Flavor::Passes)
    }

    pub fn with_flavor(words: &'a [u32], flavor: Flavor) -> Self {
        Builder {
            c: Choices { words, pos: 0 },
            flavor,
            lines: Vec::new(),
            comps: Vec::new(),
            vals: Vec::new(),
            params: 0,
            counter: 0,
        }
    }

    fn shapes(&self) -> &'static [&'static [i64]] {
        match self.flavor {
            Flavor::Passes => SHAPES,
            Flavor::Fusion => FUSION_SHAPES,
        }
    }

    fn max_elements(&self) -> i64 {
        match self.flavor {
            Flavor::Passes => MAX_ELEMENTS,
            Flavor::Fusion => FUSION_MAX_ELEMENTS,
        }
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.counter += 1;
        format!("{prefix}.{}", self.counter)
    }

    /// Emits `name = shape rhs` and records the value.
    fn emit(&mut self, prefix: &str, ty: Ty, dims: Vec<i64>, rhs: String) -> Val {
        let name = self.fresh(prefix);
        self.lines
            .push(format!("  {name} = {} {rhs}", shape(ty, &dims)));
        let val = Val { name, ty, dims };
        self.vals.push(val.clone());
        val
    }

    fn parameter(&mut self) -> Val {
        let (ty, dims) = (self.c.pick(&Ty::ALL), self.c.pick(self.shapes()).to_vec());
        self.parameter_of(ty, dims)
    }

    /// The next entry parameter, of type `ty[dims]`.
    pub fn parameter_of(&mut self, ty: Ty, dims: Vec<i64>) -> Val {
        let number = self.params;
        self.params += 1;
        self.emit("p", ty, dims, format!("parameter({number})"))
    }

    fn scalar_text(&mut self, ty: Ty) -> String {
        match ty {
            Ty::Pred => self.c.pick(&["true", "false"]).to_string(),
            Ty::S32 => (self.c.below(9) as i64 - 4).to_string(),
            _ => self
                .c
                .pick(&["-2", "-1.5", "-1", "-0.5", "0", "0.5", "1", "1.5", "2", "3"])
                .to_string(),
        }
    }

    fn literal_text(&mut self, ty: Ty, dims: &[i64]) -> String {
        match dims.split_first() {
            None => self.scalar_text(ty),
            Some((&n, rest)) => {
                let parts: Vec<String> = (0..n).map(|_| self.literal_text(ty, rest)).collect();
                format!("{{{}}}", parts.join(", "))
            }
        }
    }

    fn constant(&mut self, ty: Ty, dims: Vec<i64>) -> Val {
        let text = self.literal_text(ty, &dims);
        self.emit("c", ty, dims, format!("constant({text})"))
    }

    /// Half the time one of the four newest values, so that chains grow deep.
    fn any_val(&mut self) -> Val {
        let recent = self.vals.len().saturating_sub(4);
        let from = if self.c.below(2) == 0 { recent } else { 0 };
        let vals = self.vals[from..].to_vec();
        self.c.pick(&vals)
    }

    /// A value of the same type and dimensions as `v`: an existing one, a constant, or a
    /// broadcast scalar constant.
    fn partner(&mut self, v: &Val) -> Val {
        if self.flavor == Flavor::Fusion {
            return self.fusion_partner(v);
        }
        let same: Vec<Val> = self
            .vals
            .iter()
            .filter(|x| x.ty == v.ty && x.dims == v.dims)
            .cloned()
            .collect();
        match self.c.below(3) {
            0 if !same.is_empty() => self.c.pick(&same),
            0 | 1 => self.constant(v.ty, v.dims.clone()),
            _ => {
                let s = self.constant(v.ty, vec![]);
                let rhs = format!("broadcast({}), dimensions={{}}", s.name);
                self.emit("b", v.ty, v.dims.clone(), rhs)
            }
        }
    }
}

/// Elementwise ops, by operand type.
fn unary_ops(ty: Ty) -> &'static [&'static str] {
    match ty {
        Ty::Pred => &["not"],
        Ty::S32 => &["negate", "abs", "not", "sign"],
        _ => &[
            "negate",
            "abs",
            "exponential",
            "sine",
            "tanh",
            "sqrt",
            "floor",
            "sign",
        ],
    }
}

fn binary_ops(ty: Ty) -> &'static [&'static str] {
    match ty {
        Ty::Pred => &["and", "or", "xor"],
        Ty::S32 => &[
            "add",
            "subtract",
            "multiply",
            "maximum",
            "minimum",
            "and",
            "xor",
            "divide",
            "remainder",
        ],
        _ => &[
            "add", "subtract", "multiply", "divide", "maximum", "minimum",
        ],
    }
}

impl Builder<'_> {
    fn unary(&mut self) -> Val {
        self.unary_from(unary_ops)
    }

    fn binary(&mut self) -> Val {
        self.binary_from(binary_ops)
    }

    /// A unary op from `ops` (an op table per element type) on some value.
    fn unary_from(&mut self, ops: fn(Ty) -> &'static [&'static str]) -> Val {
        let v = self.any_val();
        let op = self.c.pick(ops(v.ty));
        self.emit(op, v.ty, v.dims.clone(), format!("{op}({})", v.name))
    }

    /// A binary op from `ops` on some value and a partner of the same shape, either order.
    fn binary_from(&mut self, ops: fn(Ty) -> &'static [&'static str]) -> Val {
        let v = self.any_val();
        let w = self.partner(&v);
        let op = self.c.pick(ops(v.ty));
        let (a, b) = if self.c.below(2) == 0 {
            (&v, &w)
        } else {
            (&w, &v)
        };
        let rhs = format!("{op}({}, {})", a.name, b.name);
        self.emit(op, v.ty, v.dims.clone(), rhs)
    }

    fn compare(&mut self) -> Val {
        let v = self.any_val();
        let w = self.partner(&v);
        let dir = self.c.pick(&["EQ", "NE", "LT", "LE", "GT", "GE"]);
        let rhs = format!("compare({}, {}), direction={dir}", v.name, w.name);
        self.emit("cmp", Ty::Pred, v.dims.clone(), rhs)
    }

    fn select(&mut self) -> Val {
        let v = self.any_val();
        let w = self.partner(&v);
        let p = self.partner(&Val {
            name: String::new(),
            ty: Ty::Pred,
            dims: v.dims.clone(),
        });
        let rhs = format!("select({}, {}, {})", p.name, v.name, w.name);
        self.emit("sel", v.ty, v.dims.clone(), rhs)
    }

    fn convert(&mut self) -> Val {
        let v = self.any_val();
        let ty = self.c.pick(&Ty::ALL);
        self.emit("cvt", ty, v.dims.clone(), format!("convert({})", v.name))
    }

    fn broadcast(&mut self) -> Val {
        let v = self.any_val();
        let k = 1 + self.c.below(3) as i64;
        if v.count() * k > self.max_elements() {
            return self.unary();
        }
        let rank = v.dims.len() as i64;
        let (dims, mapping): (Vec<i64>, Vec<i64>) = if self.c.below(2) == 0 {
            ([vec![k], v.dims.clone()].concat(), (1..=rank).collect())
        } else {
            ([v.dims.clone(), vec![k]].concat(), (0..rank).collect())
        };
        let rhs = format!("broadcast({}), dimensions={{{}}}", v.name, list(mapping));
        self.emit("bc", v.ty, dims, rhs)
    }

    fn reshape(&mut self) -> Val {
        let v = self.any_val();
        let n = v.count();
        let mut options = vec![vec![n], [vec![1], v.dims.clone()].concat()];
        if n % 2 == 0 && n > 2 {
            options.push(vec![2, n / 2]);
        }
        let dims = self.c.pick(&options);
        self.emit("rs", v.ty, dims, format!("reshape({})", v.name))
    }

    fn transpose(&mut self) -> Val {
        let v = self.any_val();
        let rank = v.dims.len();
        if rank < 2 {
            return self.reshape();
        }
        let mut perm: Vec<usize> = (0..rank).collect();
        for i in (1..rank).rev() {
            let j = self.c.below(i + 1);
            perm.swap(i, j);
        }
        let dims = perm.iter().map(|&p| v.dims[p]).collect();
        let rhs = format!("transpose({}), dimensions={{{}}}", v.name, list(&perm));
        self.emit("tr", v.ty, dims, rhs)
    }

    fn slice(&mut self) -> Val {
        let v = self.any_val();
        if v.dims.is_empty() {
            return self.unary();
        }
        let mut specs = Vec::new();
        let mut dims = Vec::new();
        for &size in &v.dims {
            let start = self.c.below(size as usize) as i64;
            let limit = start + 1 + self.c.below((size - start) as usize) as i64;
            let stride = 1 + self.c.below(2) as i64;
            specs.push(format!("[{start}:{limit}:{stride}]"));
            dims.push((limit - start + stride - 1) / stride);
        }
        let rhs = format!("slice({}), slice={{{}}}", v.name, specs.join(", "));
        self.emit("sl", v.ty, dims, rhs)
    }

    fn concatenate(&mut self) -> Val {
        let v = self.any_val();
        if v.dims.is_empty() || v.count() * 2 > self.max_elements() {
            return self.unary();
        }
        let d = self.c.below(v.dims.len());
        let mut other_dims = v.dims.clone();
        other_dims[d] = 1 + self.c.below(2) as i64;
        let other = if self.c.below(2) == 0 {
            v.clone()
        } else {
            self.constant(v.ty, other_dims)
        };
        let mut dims = v.dims.clone();
        dims[d] += other.dims[d];
        let rhs = format!(
            "concatenate({}, {}), dimensions={{{d}}}",
            v.name, other.name
        );
        self.emit("cat", v.ty, dims, rhs)
    }

    fn iota(&mut self) -> Val {
        let dims = self.c.pick(&self.shapes()[1..]).to_vec();
        let ty = self.c.pick(&[Ty::S32, Ty::F32]);
        let d = self.c.below(dims.len());
        self.emit("iota", ty, dims, format!("iota(), iota_dimension={d}"))
    }
}

impl Builder<'_> {
    /// `name { x, y -> x op y }` over scalars of `ty`, added once.
    fn reducer(&mut self, ty: Ty, op: &str) -> String {
        let name = format!("{op}_{}", ty.name());
        let text = format!(
            "{name} {{\n  x = {t}[] parameter(0)\n  y = {t}[] parameter(1)\n  \
             ROOT r = {t}[] {op}(x, y)\n}}\n",
            t = ty.name()
        );
        if !self.comps.contains(&text) {
            self.comps.push(text);
        }
        name
    }

    fn reduce(&mut self) -> Val {
        let v = self.any_val();
        if v.dims.is_empty() || v.ty == Ty::Pred {
            return self.unary();
        }
        let (op, init) = match (self.c.below(2), v.ty) {
            (0, _) => ("add", "0"),
            (_, Ty::S32) => ("maximum", "-2147483648"),
            _ => ("maximum", "-inf"),
        };
        let reduced: Vec<usize> = (0..v.dims.len()).filter(|_| self.c.below(2) == 0).collect();
        let reduced = if reduced.is_empty() { vec![0] } else { reduced };
        let dims = (0..v.dims.len())
            .filter(|d| !reduced.contains(d))
            .map(|d| v.dims[d])
            .collect();
        let zero = self.emit("init", v.ty, vec![], format!("constant({init})"));
        let to_apply = self.reducer(v.ty, op);
        let rhs = format!(
            "reduce({}, {}), dimensions={{{}}}, to_apply={to_apply}",
            v.name,
            zero.name,
            list(&reduced)
        );
        self.emit("red", v.ty, dims, rhs)
    }

    fn dot(&mut self) -> Val {
        let v = self.any_val();
        if v.ty == Ty::Pred || v.dims.is_empty() || v.dims.len() > 2 {
            return self.binary();
        }
        let k = *v.dims.last().unwrap_or(&1);
        let m = self.c.below(3) as i64;
        let rhs_dims = if m == 0 { vec![k] } else { vec![k, m] };
        let rhs = self.partner(&Val {
            name: String::new(),
            ty: v.ty,
            dims: rhs_dims.clone(),
        });
        let mut dims = v.dims[..v.dims.len() - 1].to_vec();
        dims.extend(&rhs_dims[1..]);
        let text = format!(
            "dot({}, {}), lhs_contracting_dims={{{}}}, rhs_contracting_dims={{0}}",
            v.name,
            rhs.name,
            v.dims.len() - 1
        );
        self.emit("dot", v.ty, dims, text)
    }

    fn tuple_and_element(&mut self) -> Val {
        let (a, b) = (self.any_val(), self.any_val());
        let tuple_shape = format!("({}, {})", shape(a.ty, &a.dims), shape(b.ty, &b.dims));
        let t = self.fresh("tup");
        self.lines.push(format!(
            "  {t} = {tuple_shape} tuple({}, {})",
            a.name, b.name
        ));
        let (index, pick) = if self.c.below(2) == 0 { (0, a) } else { (1, b) };
        let rhs = format!("get-tuple-element({t}), index={index}");
        self.emit("gte", pick.ty, pick.dims, rhs)
    }
}

impl Builder<'_> {
    /// A computation `x -> op2(op1(x), x)` over `ty[dims]`, named `name`.
    fn unary_binary_comp(&mut self, name: &str, ty: Ty, dims: &[i64]) {
        let s = shape(ty, dims);
        let (op1, op2) = (self.c.pick(unary_ops(ty)), self.c.pick(binary_ops(ty)));
        self.comps.push(format!(
            "{name} {{\n  x = {s} parameter(0)\n  u = {s} {op1}(x)\n  ROOT r = {s} {op2}(u, x)\n}}\n"
        ));
    }

    fn call(&mut self) -> Val {
        let v = self.any_val();
        let callee = self.fresh("callee");
        self.unary_binary_comp(&callee, v.ty, &v.dims);
        let rhs = format!("call({}), to_apply={callee}", v.name);
        self.emit("call", v.ty, v.dims.clone(), rhs)
    }

    fn conditional(&mut self) -> Val {
        let v = self.any_val();
        let (b0, b1) = (self.fresh("branch"), self.fresh("branch"));
        self.unary_binary_comp(&b0, v.ty, &v.dims);
        self.unary_binary_comp(&b1, v.ty, &v.dims);
        let selector = if self.c.below(3) == 0 {
            // A selector known only at run time: a comparison of the value's first element.
            let w = self.any_val();
            let flat = self.emit(
                "flat",
                w.ty,
                vec![w.count()],
                format!("reshape({})", w.name),
            );
            let first = self.emit(
                "first",
                w.ty,
                vec![1],
                format!("slice({}), slice={{[0:1]}}", flat.name),
            );
            let scalar = self.emit("elem", w.ty, vec![], format!("reshape({})", first.name));
            let c = self.constant(w.ty, vec![]);
            let rhs = format!("compare({}, {}), direction=LT", scalar.name, c.name);
            let p = self.emit("pick", Ty::Pred, vec![], rhs);
            self.emit("index", Ty::S32, vec![], format!("convert({})", p.name))
        } else {
            let k = self.c.below(4) as i64 - 1;
            self.emit("index", Ty::S32, vec![], format!("constant({k})"))
        };
        let rhs = format!(
            "conditional({}, {}, {}), branch_computations={{{b0}, {b1}}}",
            selector.name, v.name, v.name
        );
        self.emit("cond", v.ty, v.dims.clone(), rhs)
    }
}

impl Builder<'_> {
    /// A counted loop `for i in 0..trips: x = x op f(w)`, where `w` is passed through
    /// unchanged (so `f(w)` is loop-invariant) and the trip count is 0 to 3.
    fn while_loop(&mut self) -> Val {
        let x = self.any_val();
        let w = self.partner(&x);
        let trips = self.c.below(4);
        let s = shape(x.ty, &x.dims);
        let state = format!("(s32[], {s}, {s})");
        let (cond, body) = (self.fresh("cond"), self.fresh("body"));
        self.comps.push(format!(
            "{cond} {{\n  s = {state} parameter(0)\n  i = s32[] get-tuple-element(s), index=0\n  \
             n = s32[] constant({trips})\n  ROOT lt = pred[] compare(i, n), direction=LT\n}}\n"
        ));
        let f = self.c.pick(unary_ops(x.ty));
        let op = self.c.pick(binary_ops(x.ty));
        self.comps.push(format!(
            "{body} {{\n  s = {state} parameter(0)\n  i = s32[] get-tuple-element(s), index=0\n  \
             one = s32[] constant(1)\n  j = s32[] add(i, one)\n  \
             x = {s} get-tuple-element(s), index=1\n  w = {s} get-tuple-element(s), index=2\n  \
             fw = {s} {f}(w)\n  y = {s} {op}(x, fw)\n  ROOT t = {state} tuple(j, y, w)\n}}\n"
        ));
        let zero = self.emit("zero", Ty::S32, vec![], "constant(0)".to_string());
        let init = self.fresh("init");
        self.lines.push(format!(
            "  {init} = {state} tuple({}, {}, {})",
            zero.name, x.name, w.name
        ));
        let lp = self.fresh("loop");
        self.lines.push(format!(
            "  {lp} = {state} while({init}), condition={cond}, body={body}"
        ));
        let index = 1 + self.c.below(2);
        let rhs = format!("get-tuple-element({lp}), index={index}");
        self.emit("res", x.ty, x.dims.clone(), rhs)
    }

    fn step(&mut self) -> Val {
        if self.flavor == Flavor::Fusion {
            return self.fusion_step();
        }
        match self.c.below(19) {
            0 | 1 => self.unary(),
            2..=4 => self.binary(),
            5 => self.compare(),
            6 => self.select(),
            7 => self.convert(),
            8 => self.broadcast(),
            9 => self.reshape(),
            10 => self.transpose(),
            11 => self.slice(),
            12 => self.concatenate(),
            13 => self.reduce(),
            14 => self.dot(),
            15 => self.iota(),
            16 => self.tuple_and_element(),
            17 => match self.c.below(3) {
                0 => self.call(),
                1 => self.conditional(),
                _ => self.while_loop(),
            },
            _ => {
                let (ty, dims) = (self.c.pick(&Ty::ALL), self.c.pick(SHAPES).to_vec());
                self.constant(ty, dims)
            }
        }
    }

    /// The module text: one to three parameters, up to 23 random steps, and a tuple root of
    /// the last three values ([`Flavor::Passes`]) or of the newest six values nothing uses
    /// ([`Flavor::Fusion`], so no step is dead code).
    pub fn module(mut self) -> String {
        for _ in 0..1 + self.c.below(3) {
            self.parameter();
        }
        let steps = 4 + self.c.below(20);
        for _ in 0..steps {
            if self.c.exhausted() {
                break;
            }
            self.step();
        }
        match self.flavor {
            Flavor::Passes => {
                let last: Vec<Val> = self.vals.iter().rev().take(3).cloned().collect();
                self.finish_with(last)
            }
            Flavor::Fusion => self.finish(),
        }
    }

    /// The module text with the newest six values nothing uses as its outputs; a single one
    /// is the root itself rather than a one-element tuple.
    pub fn finish(mut self) -> String {
        let unused = self.unused_values(6);
        if let [only] = unused.as_slice() {
            // Nothing uses it, so its line can move to the end and become the root.
            let prefix = format!("  {} = ", only.name);
            let at = self.lines.iter().position(|l| l.starts_with(&prefix));
            if let Some(at) = at {
                let line = self.lines.remove(at);
                self.lines.push(format!("  ROOT {}", line.trim_start()));
                return self.text();
            }
        }
        self.finish_with(unused)
    }

    /// The newest `limit` values that no instruction uses, oldest first.
    fn unused_values(&self, limit: usize) -> Vec<Val> {
        let used: std::collections::HashSet<&str> = self
            .lines
            .iter()
            .filter_map(|l| l.split_once(" = ").map(|(_, rhs)| rhs))
            .flat_map(|rhs| rhs.split(|c: char| !(c.is_alphanumeric() || "._-".contains(c))))
            .collect();
        let mut unused: Vec<Val> = self
            .vals
            .iter()
            .rev()
            .filter(|v| !used.contains(v.name.as_str()))
            .take(limit)
            .cloned()
            .collect();
        unused.reverse();
        unused
    }

    fn finish_with(mut self, outputs: Vec<Val>) -> String {
        let shapes: Vec<String> = outputs.iter().map(|v| shape(v.ty, &v.dims)).collect();
        let names: Vec<String> = outputs.iter().map(|v| v.name.clone()).collect();
        self.lines.push(format!(
            "  ROOT result = ({}) tuple({})",
            shapes.join(", "),
            names.join(", ")
        ));
        self.text()
    }

    fn text(&self) -> String {
        format!(
            "HloModule random\n\n{}\nENTRY main {{\n{}\n}}\n",
            self.comps.join("\n"),
            self.lines.join("\n")
        )
    }
}
