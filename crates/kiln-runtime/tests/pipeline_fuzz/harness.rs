//! Runs one HLO text through the whole pipeline with every panic caught: parse, verify, and
//! for a module that verifies, the interpreter and the CPU backend (optimizer, fusion,
//! codegen, runtime) on small random inputs, their outputs compared, then wrong inputs
//! (too few, too many, wrong element type, wrong shape) that both must refuse.

use kiln_eval::Evaluator;
use kiln_hlo::{
    ArrayData, ArrayLiteral, ArrayShape, Literal, Module, Opcode, PrimitiveType, Shape,
};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;
use num_complex::{Complex32, Complex64};
use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Once;

use crate::mutate::Rng;

/// The largest inputs (bytes, all parameters) and intermediate (elements) a mutant may have;
/// larger ones are skipped, not run.
const MAX_INPUT_BYTES: usize = 4 << 20;
const MAX_ELEMENTS: usize = 8 << 20;

/// How far a mutant got.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Stage {
    /// Ran in a child process that was stopped after the time limit in a stage where a
    /// non-terminating loop of the module itself may be the cause.
    TimedOut,
    ParseError,
    VerifyError,
    TooLarge,
    /// Verified; both backends returned an error.
    BothFailed,
    /// Verified; one backend ran and the other returned an error.
    OneFailed,
    /// Both ran and agree.
    Agreed,
}

/// The stages `run_text` reports through its `progress` argument, in order.
pub const STAGES: &[&str] = &[
    "verify",
    "interpreter",
    "interpreter ran",
    "interpreter failed",
    "cpu compile",
    "cpu run",
    "wrong inputs",
];

/// Something that must not happen.
#[derive(Clone, Debug)]
pub struct Bug {
    /// What kind, and where: `panic in cpu compile at src/x.rs:12`, used to group repeats.
    pub key: String,
    pub message: String,
}

pub struct Outcome {
    pub stage: Stage,
    pub bugs: Vec<Bug>,
    /// Notes on what one backend refused while the other ran (not bugs by themselves).
    pub notes: Vec<String>,
}

thread_local! {
    static CAPTURING: RefCell<bool> = const { RefCell::new(false) };
    static LAST_PANIC: RefCell<Option<(String, String)>> = const { RefCell::new(None) };
}

/// Installs a panic hook that records (message, location) of panics inside [`catch`] and
/// keeps the default report for all others.
pub fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if CAPTURING.with(|c| *c.borrow()) {
                let message = if let Some(s) = info.payload().downcast_ref::<&str>() {
                    s.to_string()
                } else if let Some(s) = info.payload().downcast_ref::<String>() {
                    s.clone()
                } else {
                    "(non-string panic)".to_string()
                };
                let location = info
                    .location()
                    .map(|l| format!("{}:{}", l.file(), l.line()))
                    .unwrap_or_default();
                LAST_PANIC.with(|p| *p.borrow_mut() = Some((message, location)));
            } else {
                default(info);
            }
        }));
    });
}

/// Runs `f`; a panic becomes `Err((message, location))`.
fn catch<T>(f: impl FnOnce() -> T) -> Result<T, (String, String)> {
    CAPTURING.with(|c| *c.borrow_mut() = true);
    let result = catch_unwind(AssertUnwindSafe(f));
    CAPTURING.with(|c| *c.borrow_mut() = false);
    result.map_err(|_| {
        LAST_PANIC
            .with(|p| p.borrow_mut().take())
            .unwrap_or_else(|| ("(no message)".into(), String::new()))
    })
}

fn panic_bug(stage: &str, (message, location): (String, String)) -> Bug {
    Bug {
        key: format!("panic in {stage} at {location}"),
        message: format!("panic in {stage} at {location}: {message}"),
    }
}

/// Runs `text` through the pipeline; `progress` hears the name of each stage as it starts.
pub fn run_text(text: &str, seed: u64, progress: &mut dyn FnMut(&'static str)) -> Outcome {
    let mut out = Outcome {
        stage: Stage::ParseError,
        bugs: Vec::new(),
        notes: Vec::new(),
    };
    let module = match catch(|| kiln_hlo::parse_module(text)) {
        Err(p) => {
            out.bugs.push(panic_bug("parse", p));
            return out;
        }
        Ok(Err(e)) => {
            if !e.span.is_known() || e.message.is_empty() {
                out.bugs.push(Bug {
                    key: "parse error without a place".into(),
                    message: format!("parse error without a line: {e}"),
                });
            }
            return out;
        }
        Ok(Ok(m)) => m,
    };
    out.stage = Stage::VerifyError;
    progress("verify");
    match catch(|| kiln_hlo::verify_module(&module)) {
        Err(p) => {
            out.bugs.push(panic_bug("verify", p));
            return out;
        }
        Ok(Err(e)) => {
            if !e.span.is_known() || e.message.is_empty() {
                out.bugs.push(Bug {
                    key: format!(
                        "verifier error without a place: {}",
                        first_words(&e.message)
                    ),
                    message: format!("verifier error without a line: {e}"),
                });
            }
            return out;
        }
        Ok(Ok(())) => {}
    }
    if too_large(&module) {
        out.stage = Stage::TooLarge;
        return out;
    }
    let inputs = random_inputs(&module, seed);
    // Most mutants compile as `kiln run` does; some on three threads (parallel loops, row
    // groups, split library calls), some without the optimizer (other graphs reach codegen).
    let options = CompileOptions {
        optimize: seed % 5 != 1,
        threads: if seed % 3 == 2 { 3 } else { 1 },
    };
    run_module(&module, &inputs, &options, &mut out, progress);
    out
}

fn first_words(s: &str) -> String {
    s.split_whitespace().take(6).collect::<Vec<_>>().join(" ")
}

fn too_large(module: &Module) -> bool {
    let entry = module.entry_computation();
    let input_bytes: usize = entry
        .parameters
        .iter()
        .map(|&p| shape_bytes(&entry.instr(p).shape))
        .sum();
    let largest = module
        .computations
        .iter()
        .flat_map(|c| &c.instructions)
        .map(|i| max_elements(&i.shape))
        .max()
        .unwrap_or(0);
    input_bytes > MAX_INPUT_BYTES || largest > MAX_ELEMENTS
}

fn elements(a: &ArrayShape) -> usize {
    a.dims
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(d.max(0) as usize))
        .unwrap_or(usize::MAX)
}

fn max_elements(shape: &Shape) -> usize {
    match shape {
        Shape::Array(a) => elements(a),
        Shape::Tuple(t) => t.iter().map(max_elements).max().unwrap_or(0),
        Shape::Token => 0,
    }
}

fn shape_bytes(shape: &Shape) -> usize {
    match shape {
        Shape::Array(a) => elements(a).saturating_mul(a.ty.byte_size().max(1)),
        Shape::Tuple(t) => t.iter().map(shape_bytes).fold(0, usize::saturating_add),
        Shape::Token => 0,
    }
}

fn run_module(
    module: &Module,
    inputs: &[Literal],
    options: &CompileOptions,
    out: &mut Outcome,
    progress: &mut dyn FnMut(&'static str),
) {
    progress("interpreter");
    let interp = match catch(|| Evaluator::new(module).run(inputs)) {
        Err(p) => {
            out.bugs.push(panic_bug("interpreter", p));
            None
        }
        Ok(r) => Some(r),
    };
    progress(match &interp {
        Some(Ok(_)) => "interpreter ran",
        _ => "interpreter failed",
    });
    progress("cpu compile");
    let compiled = match catch(|| CpuExecutable::compile(module, options)) {
        Err(p) => {
            out.bugs.push(panic_bug(
                &format!("cpu compile ({})", options.cache_text()),
                p,
            ));
            None
        }
        Ok(Err(e)) => Some(Err(e)),
        Ok(Ok(exe)) => Some(Ok(exe)),
    };
    progress("cpu run");
    let cpu = match &compiled {
        Some(Ok(exe)) => match catch(|| exe.execute(inputs)) {
            Err(p) => {
                out.bugs
                    .push(panic_bug(&format!("cpu run ({})", options.cache_text()), p));
                None
            }
            Ok(r) => Some(r),
        },
        Some(Err(e)) => Some(Err(e.clone())),
        None => None,
    };
    match (&interp, &cpu) {
        (Some(Ok(want)), Some(Ok(got))) => {
            out.stage = Stage::Agreed;
            if let Err(e) = compare(module, got, want) {
                if has_op(module, Opcode::While) {
                    // A mutated loop may run a chaotic recurrence for thousands of steps,
                    // where last-bit differences (vector math, FMA) grow without bound.
                    out.notes
                        .push(format!("cpu and interpreter differ in a loop: {e}"));
                } else if half_precision_sums(module) {
                    // Thousands of bf16 terms added in another order (the interpreter's
                    // blocks of 128, or one sequential loop) may differ by any amount.
                    out.notes
                        .push(format!("cpu and interpreter differ in a half sum: {e}"));
                } else {
                    out.bugs.push(Bug {
                        key: format!("cpu and interpreter differ: {}", first_words(&e)),
                        message: format!(
                            "cpu ({}) and interpreter differ: {e}",
                            options.cache_text()
                        ),
                    });
                }
            }
        }
        (Some(Err(a)), Some(Err(b))) => {
            out.stage = Stage::BothFailed;
            check_error_text("interpreter", a, out);
            check_error_text("cpu", b, out);
            out.notes
                .push(format!("both refused a verified module: {}", one_line(a)));
        }
        (Some(Ok(_)), Some(Err(e))) => {
            out.stage = Stage::OneFailed;
            check_error_text("cpu", e, out);
            out.notes
                .push(format!("cpu refused, interpreter ran: {}", one_line(e)));
        }
        (Some(Err(e)), Some(Ok(_))) => {
            out.stage = Stage::OneFailed;
            check_error_text("interpreter", e, out);
            out.notes
                .push(format!("interpreter refused, cpu ran: {}", one_line(e)));
        }
        _ => out.stage = Stage::BothFailed,
    }
    // Wrong inputs must be refused by both.
    progress("wrong inputs");
    if let Some(Ok(exe)) = &compiled {
        for (what, args) in wrong_inputs(module, inputs) {
            check_refused("cpu", what, catch(|| exe.execute(&args)), out);
            let r = catch(|| Evaluator::new(module).run(&args));
            check_refused("interpreter", what, r, out);
        }
    }
}

fn one_line(e: &kiln_hlo::Error) -> String {
    e.to_string().lines().next().unwrap_or("").to_string()
}

fn check_error_text(who: &str, e: &kiln_hlo::Error, out: &mut Outcome) {
    if e.message.trim().is_empty() {
        out.bugs.push(Bug {
            key: format!("{who} error without a message"),
            message: format!("{who} returned an error without a message: {e:?}"),
        });
    }
}

fn check_refused(
    who: &str,
    what: &str,
    r: Result<Result<Literal, kiln_hlo::Error>, (String, String)>,
    out: &mut Outcome,
) {
    match r {
        Err(p) => out
            .bugs
            .push(panic_bug(&format!("{who} run with {what}"), p)),
        Ok(Ok(_)) => out.bugs.push(Bug {
            key: format!("{who} accepted {what}"),
            message: format!("{who} ran with {what} instead of refusing"),
        }),
        Ok(Err(e)) => check_error_text(who, &e, out),
    }
}

/// Argument lists that do not match the entry's parameters.
fn wrong_inputs(module: &Module, inputs: &[Literal]) -> Vec<(&'static str, Vec<Literal>)> {
    let mut out = Vec::new();
    let scalar = Literal::scalar(ArrayData::F32(vec![1.0]), PrimitiveType::F32).unwrap();
    if !inputs.is_empty() {
        out.push(("one input too few", inputs[..inputs.len() - 1].to_vec()));
    }
    let mut more = inputs.to_vec();
    more.push(scalar.clone());
    out.push(("one input too many", more));
    let entry = module.entry_computation();
    if let Some(k) = inputs.iter().position(|l| matches!(l, Literal::Array(_))) {
        let shape = entry.instr(entry.parameters[k]).shape.as_array().cloned();
        if let Some(shape) = shape {
            let other_ty = if shape.ty == PrimitiveType::F32 {
                PrimitiveType::S32
            } else {
                PrimitiveType::F32
            };
            let mut args = inputs.to_vec();
            args[k] = zeros(&ArrayShape::new(other_ty, shape.dims.clone()));
            out.push(("an input of the wrong element type", args));
            let mut dims = shape.dims.clone();
            dims.push(2);
            let mut args = inputs.to_vec();
            args[k] = zeros(&ArrayShape::new(shape.ty, dims));
            out.push(("an input of the wrong rank", args));
        }
    }
    out
}

fn zeros(shape: &ArrayShape) -> Literal {
    let mut rng = Rng(0);
    Literal::Array(random_array(shape, &mut rng))
}

/// Random inputs of the entry's parameter shapes: floats ~ N(0, 0.5) with full-precision
/// noise, integers in [0, 4) (index-like operands stay mostly in range), pred ~ 1/2.
pub fn random_inputs(module: &Module, seed: u64) -> Vec<Literal> {
    let mut rng = Rng(seed ^ 0x5eed);
    let entry = module.entry_computation();
    entry
        .parameters
        .iter()
        .map(|&p| random_literal(&entry.instr(p).shape, &mut rng))
        .collect()
}

fn random_literal(shape: &Shape, rng: &mut Rng) -> Literal {
    match shape {
        Shape::Array(a) => Literal::Array(random_array(a, rng)),
        Shape::Tuple(t) => Literal::Tuple(t.iter().map(|s| random_literal(s, rng)).collect()),
        Shape::Token => Literal::Token,
    }
}

fn normal(rng: &mut Rng) -> f64 {
    let u1 = rng.unit().max(f64::MIN_POSITIVE);
    let u2 = rng.unit();
    (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos() * 0.5
}

fn random_array(shape: &ArrayShape, rng: &mut Rng) -> ArrayLiteral {
    use PrimitiveType::*;
    let n = elements(shape);
    let mut int = || (rng.next() % 4) as i64;
    let data = match shape.ty {
        Pred => ArrayData::Pred((0..n).map(|_| int() & 1 == 1).collect()),
        S8 => ArrayData::S8((0..n).map(|_| int() as i8).collect()),
        S16 => ArrayData::S16((0..n).map(|_| int() as i16).collect()),
        S32 => ArrayData::S32((0..n).map(|_| int() as i32).collect()),
        S64 => ArrayData::S64((0..n).map(|_| int()).collect()),
        U8 => ArrayData::U8((0..n).map(|_| int() as u8).collect()),
        U16 => ArrayData::U16((0..n).map(|_| int() as u16).collect()),
        U32 => ArrayData::U32((0..n).map(|_| int() as u32).collect()),
        U64 => ArrayData::U64((0..n).map(|_| int() as u64).collect()),
        F16 => ArrayData::F16((0..n).map(|_| half::f16::from_f64(normal(rng))).collect()),
        BF16 => ArrayData::BF16((0..n).map(|_| half::bf16::from_f64(normal(rng))).collect()),
        F32 => ArrayData::F32((0..n).map(|_| normal(rng) as f32).collect()),
        F64 => ArrayData::F64((0..n).map(|_| normal(rng)).collect()),
        C64 => ArrayData::C64(
            (0..n)
                .map(|_| Complex32::new(normal(rng) as f32, normal(rng) as f32))
                .collect(),
        ),
        C128 => ArrayData::C128(
            (0..n)
                .map(|_| Complex64::new(normal(rng), normal(rng)))
                .collect(),
        ),
        // Sub-byte and fp8 types: zeros of their storage if the literal takes them, else of
        // the wrong type if it does not (the backends then refuse it, as they should).
        _ => {
            return ArrayLiteral::zeros(shape.ty, shape.dims.clone())
                .or_else(|_| ArrayLiteral::zeros(F32, shape.dims.clone()))
                .expect("f32 zeros")
        }
    };
    ArrayLiteral::new(shape.ty, shape.dims.clone(), data).expect("random data fits its shape")
}

/// Float tolerance for comparing the CPU backend with the interpreter: set by the least
/// precise float type anywhere in the module, loose enough for reassociated sums and vector
/// math.
fn tolerance(module: &Module) -> (f64, f64) {
    let has = |ty| {
        module
            .computations
            .iter()
            .flat_map(|c| &c.instructions)
            .any(|i| i.shape.as_array().is_some_and(|a| a.ty == ty))
    };
    if has(PrimitiveType::BF16) || has(PrimitiveType::F16) {
        // Long half-precision sums are exact to a few ulps only in one order, and the two
        // backends may add in different orders (blocks of 128 or not).
        let sums = [
            Opcode::Dot,
            Opcode::Convolution,
            Opcode::Reduce,
            Opcode::ReduceWindow,
        ];
        if sums.iter().any(|&op| has_op(module, op)) {
            (1e-1, 1e-1)
        } else {
            (2e-2, 2e-2)
        }
    } else if has(PrimitiveType::F32) || has(PrimitiveType::C64) {
        // A sum's rounding error scales with its terms, not its result (which may cancel).
        let sums = [Opcode::Dot, Opcode::Convolution, Opcode::Reduce];
        if sums.iter().any(|&op| has_op(module, op)) {
            (1e-3, 1e-3)
        } else {
            (1e-3, 1e-4)
        }
    } else {
        (1e-9, 1e-10)
    }
}

/// Whether `module` has half-precision values and sums (dot, convolution, reductions).
fn half_precision_sums(module: &Module) -> bool {
    let instrs = || module.computations.iter().flat_map(|c| &c.instructions);
    let half = instrs().any(|i| {
        i.shape
            .as_array()
            .is_some_and(|a| matches!(a.ty, PrimitiveType::BF16 | PrimitiveType::F16))
    });
    let sums = [
        Opcode::Dot,
        Opcode::Convolution,
        Opcode::Reduce,
        Opcode::ReduceWindow,
    ];
    half && sums.iter().any(|&op| has_op(module, op))
}

fn has_op(module: &Module, op: Opcode) -> bool {
    module
        .computations
        .iter()
        .flat_map(|c| &c.instructions)
        .any(|i| i.opcode == op)
}

fn compare(module: &Module, got: &Literal, want: &Literal) -> Result<(), String> {
    let (rtol, atol) = tolerance(module);
    let got = got.clone().into_leaves();
    let want = want.clone().into_leaves();
    if got.len() != want.len() {
        return Err(format!("{} outputs, expected {}", got.len(), want.len()));
    }
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        let (Some(_), Some(w)) = (g.as_array(), w.as_array()) else {
            continue;
        };
        // Sums that cancel are only as exact as their terms: let the absolute tolerance
        // grow with the output's largest magnitude.
        let atol = atol.max(rtol * max_magnitude(w));
        kiln_eval::conformance::compare_outputs(g, w, rtol, atol)
            .map_err(|m| format!("output {i}: {m}"))?;
    }
    Ok(())
}

/// The largest finite magnitude of a float array (0 for others).
fn max_magnitude(a: &ArrayLiteral) -> f64 {
    let finite = |v: f64| if v.is_finite() { v.abs() } else { 0.0 };
    match &a.data {
        ArrayData::F16(v) => v.iter().map(|x| finite(x.to_f64())).fold(0.0, f64::max),
        ArrayData::BF16(v) => v.iter().map(|x| finite(x.to_f64())).fold(0.0, f64::max),
        ArrayData::F32(v) => v.iter().map(|&x| finite(x as f64)).fold(0.0, f64::max),
        ArrayData::F64(v) => v.iter().map(|&x| finite(x)).fold(0.0, f64::max),
        _ => 0.0,
    }
}

impl Stage {
    pub const ALL: [Stage; 7] = [
        Stage::TimedOut,
        Stage::ParseError,
        Stage::VerifyError,
        Stage::TooLarge,
        Stage::BothFailed,
        Stage::OneFailed,
        Stage::Agreed,
    ];

    pub fn from_name(name: &str) -> Option<Stage> {
        Stage::ALL.into_iter().find(|s| format!("{s:?}") == name)
    }
}
