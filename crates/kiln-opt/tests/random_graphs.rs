//! Property test: random well-typed modules (elementwise ops, broadcast, reshape, transpose,
//! slice, concatenate, reduce, dot, select, compare, convert, iota, constants, tuples, calls,
//! counted while loops and conditionals over f32, f64, bf16, s32 and pred) must verify, and
//! the optimization pipelines must keep the interpreter's results.
//!
//! A case is a list of random words; the builder reads them as choices, so proptest shrinks
//! a failure to a short program. Floats are compared within a tight per-type tolerance,
//! integers and pred exactly. The interpreter's XLA:CPU-style FMA contraction is turned off
//! (`KILN_NO_FMA`): a rewrite that changes which multiplies feed which adds legitimately
//! moves the last bit, and that is not what this test looks for.

mod support;

use kiln_eval::Evaluator;
use kiln_hlo::{Literal, Module};
use kiln_opt::pass::{Pipeline, RunOptions};
use proptest::prelude::*;
use support::close;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    F32,
    F64,
    Bf16,
    S32,
    Pred,
}

impl Ty {
    const ALL: [Ty; 5] = [Ty::F32, Ty::F64, Ty::Bf16, Ty::S32, Ty::Pred];

    fn name(self) -> &'static str {
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
struct Val {
    name: String,
    ty: Ty,
    dims: Vec<i64>,
}

impl Val {
    fn count(&self) -> i64 {
        self.dims.iter().product()
    }
}

fn shape(ty: Ty, dims: &[i64]) -> String {
    let dims: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    format!("{}[{}]", ty.name(), dims.join(","))
}

fn list(values: impl IntoIterator<Item = impl ToString>) -> String {
    let items: Vec<String> = values.into_iter().map(|v| v.to_string()).collect();
    items.join(",")
}

/// The random words, read as choices; past the end every choice is 0.
struct Choices<'a> {
    words: &'a [u32],
    pos: usize,
}

impl Choices<'_> {
    fn below(&mut self, n: usize) -> usize {
        let word = self.words.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        word as usize % n.max(1)
    }

    fn pick<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())].clone()
    }

    fn exhausted(&self) -> bool {
        self.pos >= self.words.len()
    }
}

/// Values stay small: no intermediate has more than this many elements.
const MAX_ELEMENTS: i64 = 48;
const SHAPES: &[&[i64]] = &[&[], &[3], &[2, 3], &[4, 2], &[2, 1, 3], &[5]];

struct Builder<'a> {
    c: Choices<'a>,
    lines: Vec<String>,
    comps: Vec<String>,
    vals: Vec<Val>,
    params: usize,
    counter: usize,
}

impl<'a> Builder<'a> {
    fn new(words: &'a [u32]) -> Self {
        Builder {
            c: Choices { words, pos: 0 },
            lines: Vec::new(),
            comps: Vec::new(),
            vals: Vec::new(),
            params: 0,
            counter: 0,
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
        let (ty, dims) = (self.c.pick(&Ty::ALL), self.c.pick(SHAPES).to_vec());
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
        let v = self.any_val();
        let op = self.c.pick(unary_ops(v.ty));
        self.emit(op, v.ty, v.dims.clone(), format!("{op}({})", v.name))
    }

    fn binary(&mut self) -> Val {
        let v = self.any_val();
        let w = self.partner(&v);
        let op = self.c.pick(binary_ops(v.ty));
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
        if v.count() * k > MAX_ELEMENTS {
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
        if v.dims.is_empty() || v.count() * 2 > MAX_ELEMENTS {
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
        let dims = self.c.pick(&SHAPES[1..]).to_vec();
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

    /// The module text: parameters, `steps` random instructions, and a tuple of the last
    /// values as the root.
    fn module(mut self) -> String {
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
        let last: Vec<Val> = self.vals.iter().rev().take(3).cloned().collect();
        let shapes: Vec<String> = last.iter().map(|v| shape(v.ty, &v.dims)).collect();
        let names: Vec<String> = last.iter().map(|v| v.name.clone()).collect();
        self.lines.push(format!(
            "  ROOT result = ({}) tuple({})",
            shapes.join(", "),
            names.join(", ")
        ));
        format!(
            "HloModule random\n\n{}\nENTRY main {{\n{}\n}}\n",
            self.comps.join("\n"),
            self.lines.join("\n")
        )
    }
}

/// Per-type tolerance: floats within a few units in the last place of their format.
fn same_results(got: &Literal, want: &Literal) -> Result<(), String> {
    match (got, want) {
        (Literal::Tuple(g), Literal::Tuple(w)) if g.len() == w.len() => {
            g.iter().zip(w).enumerate().try_for_each(|(i, (g, w))| {
                same_results(g, w).map_err(|e| format!("output {i}: {e}"))
            })
        }
        (Literal::Array(a), _) => {
            let tolerance = match a.ty {
                kiln_hlo::PrimitiveType::BF16 => 2e-2,
                kiln_hlo::PrimitiveType::F64 => 1e-12,
                _ => 1e-5,
            };
            close(got, want, tolerance, tolerance)
        }
        _ => close(got, want, 0.0, 0.0),
    }
}

fn local_pipeline() -> Pipeline {
    use kiln_opt::*;
    // All the passes of this helper's issue, CSE and DCE, to a fixed point.
    let passes: Vec<Box<dyn Pass>> = vec![
        Box::new(inline_calls::InlineCalls),
        Box::new(constant_folding::ConstantFolding),
        Box::new(tuple_simplify::TupleSimplify),
        Box::new(conditional_simplify::ConditionalSimplify),
        Box::new(while_simplify::WhileSimplify),
        Box::new(while_licm::WhileLicm),
        Box::new(cse::Cse),
        Box::new(dce::Dce),
    ];
    Pipeline {
        steps: vec![Step::FixedPoint {
            name: "local",
            steps: passes.into_iter().map(Step::Pass).collect(),
            max_iterations: 6,
        }],
    }
}

fn optimize(pipeline: &Pipeline, module: &Module) -> Result<Module, String> {
    let options = RunOptions { verify: true };
    pipeline
        .run(module.clone(), &options, &mut |_, _| {})
        .map(|(m, _)| m)
        .map_err(|e| e.to_string())
}

fn check_words(words: &[u32]) -> Result<(), TestCaseError> {
    let text = Builder::new(words).module();
    let module = kiln_hlo::parse_module(&text)
        .map_err(|e| TestCaseError::fail(format!("generated text does not parse: {e}\n{text}")))?;
    kiln_hlo::verify_module(&module).map_err(|e| {
        TestCaseError::fail(format!("generated module does not verify: {e}\n{text}"))
    })?;
    let args = support::random_args(&module, words.len() as u64);
    let Ok(want) = Evaluator::new(&module).run(&args) else {
        return Ok(()); // an op the interpreter cannot run yet: nothing to compare
    };
    let pipelines = [
        ("default", kiln_opt::pipeline::default_pipeline()),
        ("local", local_pipeline()),
    ];
    for (name, pipeline) in &pipelines {
        let optimized = optimize(pipeline, &module)
            .map_err(|e| TestCaseError::fail(format!("{name} pipeline: {e}\n{text}")))?;
        let got = Evaluator::new(&optimized).run(&args).map_err(|e| {
            TestCaseError::fail(format!(
                "{name} pipeline: the result fails: {e}\n{optimized}"
            ))
        })?;
        same_results(&got, &want).map_err(|e| {
            TestCaseError::fail(format!(
                "{name} pipeline changed the results: {e}\nbefore:\n{text}\nafter:\n{optimized}"
            ))
        })?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 64,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn optimization_keeps_results(words in prop::collection::vec(any::<u32>(), 16..320)) {
        std::env::set_var("KILN_NO_FMA", "1");
        check_words(&words)?;
    }
}

/// The generator itself: a spread of fixed seeds all produce modules that verify.
#[test]
fn generated_modules_verify() {
    let mut rng = support::Rng::new(7);
    for _ in 0..200 {
        let words: Vec<u32> = (0..120).map(|_| rng.next() as u32).collect();
        let text = Builder::new(&words).module();
        let module = kiln_hlo::parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        kiln_hlo::verify_module(&module).unwrap_or_else(|e| panic!("{e}\n{text}"));
    }
}
