//! Conformance cases (`shared/corpus/<case>/`): loading a case and comparing results with
//! XLA's, under the case's tolerance. The corpus test and `kiln check` share this code, so a
//! case passes or fails the same way everywhere.
//!
//! A case directory holds `model.hlo`, `input_<i>.npy`, `output_<i>.npy` and `case.json`
//! (`rtol`, `atol`, and the `dtype`/`shape` of every input and output). Floats and complex
//! values pass when `|got - want| <= atol + rtol * |want|` with NaNs in the same places;
//! integers and pred must match exactly.

use crate::npy::read_npy_as;
use crate::Evaluator;
use kiln_hlo::{ArrayData, ArrayLiteral, Error, Literal, Module, PrimitiveType};
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The type and dimensions of one input or output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorSpec {
    pub ty: PrimitiveType,
    pub dims: Vec<i64>,
}

/// One conformance case, as described by its `case.json`.
#[derive(Clone, Debug)]
pub struct Case {
    pub name: String,
    pub dir: PathBuf,
    pub description: String,
    pub rtol: f64,
    pub atol: f64,
    pub x64: bool,
    pub inputs: Vec<TensorSpec>,
    pub outputs: Vec<TensorSpec>,
    /// The distinct HLO opcodes in `model.hlo`.
    pub ops: Vec<String>,
}

/// Reads `dir/case.json`.
pub fn load_case(dir: impl AsRef<Path>) -> Result<Case, String> {
    let dir = dir.as_ref();
    let path = dir.join("case.json");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    let json: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| format!("{}: invalid JSON: {e}", path.display()))?;
    parse_case(dir, &json).map_err(|e| format!("{}: {e}", path.display()))
}

fn parse_case(dir: &Path, json: &serde_json::Value) -> Result<Case, String> {
    let number = |key: &str| {
        json.get(key)
            .and_then(serde_json::Value::as_f64)
            .ok_or_else(|| format!("`{key}` is missing or not a number"))
    };
    let fallback_name = dir
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    let text = |key: &str| {
        json.get(key)
            .and_then(serde_json::Value::as_str)
            .map(str::to_string)
    };
    let ops = json.get("ops").and_then(serde_json::Value::as_array);
    Ok(Case {
        name: text("name").unwrap_or(fallback_name),
        dir: dir.to_path_buf(),
        description: text("description").unwrap_or_default(),
        rtol: number("rtol")?,
        atol: number("atol")?,
        x64: json
            .get("x64")
            .and_then(serde_json::Value::as_bool)
            .unwrap_or(false),
        inputs: specs(json, "inputs")?,
        outputs: specs(json, "outputs")?,
        ops: ops
            .map(|v| {
                v.iter()
                    .filter_map(|o| o.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default(),
    })
}

fn specs(json: &serde_json::Value, key: &str) -> Result<Vec<TensorSpec>, String> {
    let list = json
        .get(key)
        .and_then(serde_json::Value::as_array)
        .ok_or_else(|| format!("`{key}` is missing or not a list"))?;
    list.iter()
        .enumerate()
        .map(|(i, spec)| {
            let dtype = spec
                .get("dtype")
                .and_then(serde_json::Value::as_str)
                .unwrap_or("");
            let ty = PrimitiveType::from_name(dtype)
                .ok_or_else(|| format!("{key}[{i}]: unknown dtype `{dtype}`"))?;
            let dims = spec
                .get("shape")
                .and_then(serde_json::Value::as_array)
                .ok_or_else(|| format!("{key}[{i}]: `shape` is missing"))?
                .iter()
                .map(|d| {
                    d.as_i64()
                        .ok_or_else(|| format!("{key}[{i}]: bad dimension {d}"))
                })
                .collect::<Result<_, _>>()?;
            Ok(TensorSpec { ty, dims })
        })
        .collect()
}

impl Case {
    pub fn model_path(&self) -> PathBuf {
        self.dir.join("model.hlo")
    }

    /// Parses `model.hlo`.
    pub fn load_module(&self) -> Result<Module, String> {
        let path = self.model_path();
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
        kiln_hlo::parse_module_file(&path, &text)
            .map_err(|e| e.with_source(None, &text).to_string())
    }

    /// Reads `input_<i>.npy` for every input, with the types and dimensions of `case.json`.
    pub fn load_inputs(&self) -> Result<Vec<Literal>, String> {
        self.read_arrays("input", &self.inputs)
            .map(|v| v.into_iter().map(Literal::Array).collect())
    }

    /// Reads `output_<i>.npy` for every output.
    pub fn load_expected(&self) -> Result<Vec<ArrayLiteral>, String> {
        self.read_arrays("output", &self.outputs)
    }

    fn read_arrays(&self, prefix: &str, specs: &[TensorSpec]) -> Result<Vec<ArrayLiteral>, String> {
        specs
            .iter()
            .enumerate()
            .map(|(i, spec)| {
                let path = self.dir.join(format!("{prefix}_{i}.npy"));
                let a = read_npy_as(&path, spec.ty)?;
                if a.dims != spec.dims {
                    return Err(format!(
                        "{}: has dimensions {:?}, case.json says {:?}",
                        path.display(),
                        a.dims,
                        spec.dims
                    ));
                }
                Ok(a)
            })
            .collect()
    }
}

/// How an output differs from the expected one.
#[derive(Clone, Debug, PartialEq)]
pub struct Mismatch {
    /// Which output (in flattened order), when known.
    pub output: Option<usize>,
    /// What differs, in words.
    pub message: String,
    /// Number of elements out of tolerance.
    pub count: usize,
    pub first_index: Option<usize>,
    pub max_abs_err: f64,
    pub max_rel_err: f64,
}

impl Mismatch {
    fn whole(message: String) -> Mismatch {
        Mismatch {
            output: None,
            message,
            count: 0,
            first_index: None,
            max_abs_err: f64::NAN,
            max_rel_err: f64::NAN,
        }
    }
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(o) = self.output {
            write!(f, "output {o}: ")?;
        }
        f.write_str(&self.message)?;
        if self.first_index.is_some() {
            write!(
                f,
                "; max abs err {:.3e}, max rel err {:.3e}",
                self.max_abs_err, self.max_rel_err
            )?;
        }
        Ok(())
    }
}

/// One element as (real, imaginary) parts, or an exact integer.
#[derive(Clone, Copy, PartialEq)]
enum Value {
    Exact(i128),
    Float(f64, f64),
}

fn values(ty: PrimitiveType, data: &ArrayData) -> Vec<Value> {
    use ArrayData::*;
    // The 8-bit floats compare by value, so that NaN payloads and signs do not matter.
    if let (true, U8(v)) = (ty.is_f8(), data) {
        return v
            .iter()
            .map(|&b| Value::Float(kiln_hlo::float8::to_f64(ty, b), 0.0))
            .collect();
    }
    let exact = |it: &mut dyn Iterator<Item = i128>| it.map(Value::Exact).collect();
    let real = |it: &mut dyn Iterator<Item = f64>| it.map(|x| Value::Float(x, 0.0)).collect();
    match data {
        Pred(v) => exact(&mut v.iter().map(|&b| b as i128)),
        S8(v) => exact(&mut v.iter().map(|&x| x as i128)),
        S16(v) => exact(&mut v.iter().map(|&x| x as i128)),
        S32(v) => exact(&mut v.iter().map(|&x| x as i128)),
        S64(v) => exact(&mut v.iter().map(|&x| x as i128)),
        U8(v) => exact(&mut v.iter().map(|&x| x as i128)),
        U16(v) => exact(&mut v.iter().map(|&x| x as i128)),
        U32(v) => exact(&mut v.iter().map(|&x| x as i128)),
        U64(v) => exact(&mut v.iter().map(|&x| x as i128)),
        F16(v) => real(&mut v.iter().map(|x| x.to_f64())),
        BF16(v) => real(&mut v.iter().map(|x| x.to_f64())),
        F32(v) => real(&mut v.iter().map(|&x| x as f64)),
        F64(v) => real(&mut v.iter().copied()),
        C64(v) => v
            .iter()
            .map(|z| Value::Float(z.re as f64, z.im as f64))
            .collect(),
        C128(v) => v.iter().map(|z| Value::Float(z.re, z.im)).collect(),
    }
}

/// Compares one result with the expected array.
pub fn compare_outputs(
    got: &Literal,
    want: &ArrayLiteral,
    rtol: f64,
    atol: f64,
) -> Result<(), Mismatch> {
    let got = match got {
        Literal::Array(a) => a,
        other => {
            return Err(Mismatch::whole(format!(
                "got {}, expected an array",
                other.shape()
            )))
        }
    };
    if got.ty != want.ty || got.dims != want.dims {
        return Err(Mismatch::whole(format!(
            "got {}{:?}, expected {}{:?}",
            got.ty, got.dims, want.ty, want.dims
        )));
    }
    let (g, w) = (values(got.ty, &got.data), values(want.ty, &want.data));
    let mut m = Mismatch::whole(String::new());
    m.max_abs_err = 0.0;
    m.max_rel_err = 0.0;
    let mut first = None;
    for (i, (&gv, &wv)) in g.iter().zip(&w).enumerate() {
        let (ok, abs, rel) = element_close(gv, wv, rtol, atol);
        if abs.is_finite() {
            m.max_abs_err = m.max_abs_err.max(abs);
            m.max_rel_err = m.max_rel_err.max(rel);
        } else if !ok {
            m.max_abs_err = f64::INFINITY;
        }
        if !ok {
            m.count += 1;
            first.get_or_insert((i, gv, wv));
        }
    }
    let Some((i, gv, wv)) = first else {
        return Ok(());
    };
    m.first_index = Some(i);
    m.message = format!(
        "{} of {} elements differ, first at index {i}: got {}, want {}",
        m.count,
        w.len(),
        show(gv),
        show(wv)
    );
    Err(m)
}

fn show(v: Value) -> String {
    match v {
        Value::Exact(x) => x.to_string(),
        Value::Float(re, 0.0) => format!("{re:e}"),
        Value::Float(re, im) => format!("({re:e}, {im:e})"),
    }
}

/// (within tolerance, absolute error, relative error) for one element.
fn element_close(got: Value, want: Value, rtol: f64, atol: f64) -> (bool, f64, f64) {
    match (got, want) {
        (Value::Exact(g), Value::Exact(w)) => {
            let d = (g - w).unsigned_abs() as f64;
            (
                g == w,
                d,
                if w == 0 {
                    d
                } else {
                    d / (w.unsigned_abs() as f64)
                },
            )
        }
        (Value::Float(gr, gi), Value::Float(wr, wi)) => {
            let (g_nan, w_nan) = (gr.is_nan() || gi.is_nan(), wr.is_nan() || wi.is_nan());
            if g_nan || w_nan {
                return (
                    g_nan == w_nan,
                    if g_nan == w_nan { 0.0 } else { f64::INFINITY },
                    0.0,
                );
            }
            if wr.is_infinite() || wi.is_infinite() || gr.is_infinite() || gi.is_infinite() {
                let same = gr == wr && gi == wi;
                return (same, if same { 0.0 } else { f64::INFINITY }, 0.0);
            }
            let diff = (gr - wr).hypot(gi - wi);
            let mag = wr.hypot(wi);
            let rel = if mag == 0.0 { diff } else { diff / mag };
            (diff <= atol + rtol * mag, diff, rel)
        }
        _ => (false, f64::INFINITY, f64::INFINITY),
    }
}

/// Compares every flattened output of `result` with the expected arrays.
pub fn compare_all(
    result: Literal,
    want: &[ArrayLiteral],
    rtol: f64,
    atol: f64,
) -> Result<(), Mismatch> {
    let leaves = result.into_leaves();
    if leaves.len() != want.len() {
        return Err(Mismatch::whole(format!(
            "got {} outputs, expected {}",
            leaves.len(),
            want.len()
        )));
    }
    for (i, (g, w)) in leaves.iter().zip(want).enumerate() {
        compare_outputs(g, w, rtol, atol).map_err(|mut m| {
            m.output = Some(i);
            m
        })?;
    }
    Ok(())
}

/// What happened to one case.
#[derive(Clone, Debug)]
pub enum Outcome {
    Pass,
    /// It ran, and an output is out of tolerance.
    Mismatch(Mismatch),
    /// It could not be loaded or run.
    Error(String),
}

/// A case's outcome and how long running it took.
#[derive(Clone, Debug)]
pub struct CaseReport {
    pub name: String,
    pub outcome: Outcome,
    pub elapsed: Duration,
}

impl CaseReport {
    pub fn passed(&self) -> bool {
        matches!(self.outcome, Outcome::Pass)
    }
}

/// `PASS name (12.3 ms)` or `FAIL name: what went wrong`.
impl fmt::Display for CaseReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ms = self.elapsed.as_secs_f64() * 1e3;
        match &self.outcome {
            Outcome::Pass => write!(f, "PASS {} ({ms:.1} ms)", self.name),
            Outcome::Mismatch(m) => write!(f, "FAIL {}: {m}", self.name),
            Outcome::Error(e) => write!(
                f,
                "FAIL {}: error: {}",
                self.name,
                e.replace('\n', "\n    ")
            ),
        }
    }
}

/// Runs a case with the reference interpreter and compares its outputs.
pub fn check_case(case: &Case) -> CaseReport {
    check_case_with(case, |module, inputs| Evaluator::new(module).run(inputs))
}

/// Runs a case with `run` (any backend) and compares its outputs.
pub fn check_case_with(
    case: &Case,
    run: impl FnOnce(&Module, &[Literal]) -> Result<Literal, Error>,
) -> CaseReport {
    let started = Instant::now();
    let outcome = (|| {
        let module = case.load_module()?;
        let inputs = case.load_inputs()?;
        let want = case.load_expected()?;
        let text = || std::fs::read_to_string(case.model_path()).unwrap_or_default();
        let name = case.model_path().display().to_string();
        let result =
            run(&module, &inputs).map_err(|e| e.with_source(Some(&name), &text()).to_string())?;
        Ok::<_, String>(compare_all(result, &want, case.rtol, case.atol))
    })();
    let outcome = match outcome {
        Ok(Ok(())) => Outcome::Pass,
        Ok(Err(m)) => Outcome::Mismatch(m),
        Err(e) => Outcome::Error(e),
    };
    CaseReport {
        name: case.name.clone(),
        outcome,
        elapsed: started.elapsed(),
    }
}

/// The case directories under `root` (those with a `case.json`), sorted by name.
pub fn case_dirs(root: impl AsRef<Path>) -> Result<Vec<PathBuf>, String> {
    let root = root.as_ref();
    let entries =
        std::fs::read_dir(root).map_err(|e| format!("{}: cannot list: {e}", root.display()))?;
    let mut dirs: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("case.json").is_file())
        .collect();
    dirs.sort();
    Ok(dirs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(v: &[f32]) -> ArrayLiteral {
        ArrayLiteral::new(
            PrimitiveType::F32,
            vec![v.len() as i64],
            ArrayData::F32(v.to_vec()),
        )
        .expect("valid")
    }

    #[test]
    fn tolerance_nan_and_infinity() {
        let want = f32s(&[1.0, f32::NAN, f32::INFINITY, 0.0]);
        let ok = Literal::Array(f32s(&[1.00001, f32::NAN, f32::INFINITY, 1e-9]));
        assert!(compare_outputs(&ok, &want, 1e-4, 1e-6).is_ok());
        let nan_moved = Literal::Array(f32s(&[1.0, 0.0, f32::INFINITY, 0.0]));
        let m = compare_outputs(&nan_moved, &want, 1e-4, 1e-6).expect_err("NaN differs");
        assert_eq!(m.first_index, Some(1));
        let wrong_inf = Literal::Array(f32s(&[1.0, f32::NAN, f32::NEG_INFINITY, 0.0]));
        assert!(compare_outputs(&wrong_inf, &want, 1e-4, 1e-6).is_err());
        let far = Literal::Array(f32s(&[1.1, f32::NAN, f32::INFINITY, 0.0]));
        let m = compare_outputs(&far, &want, 1e-4, 1e-6).expect_err("out of tolerance");
        assert!((m.max_abs_err - 0.1).abs() < 1e-6, "{m}");
    }

    #[test]
    fn integers_are_exact_and_shapes_must_match() {
        let want = ArrayLiteral::new(PrimitiveType::S32, vec![2], ArrayData::S32(vec![1, 2]))
            .expect("valid");
        let got = Literal::Array(
            ArrayLiteral::new(PrimitiveType::S32, vec![2], ArrayData::S32(vec![1, 3]))
                .expect("valid"),
        );
        assert!(compare_outputs(&got, &want, 1.0, 1.0).is_err());
        let other_shape = Literal::Array(f32s(&[1.0, 2.0]));
        assert!(compare_outputs(&other_shape, &want, 1.0, 1.0).is_err());
    }
}
