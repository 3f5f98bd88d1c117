//! The compilation cache with real CPU executables: the client's memory cache, disk entries
//! read by a fresh cache (a new process sees nothing else), keys that ignore names and
//! metadata but not options, corrupted and inconsistent entries (detected, deleted,
//! recompiled, reported), and every corpus case and bench module surviving encode and decode
//! with bit-identical results. Process-level tests (concurrent compiles, kill -9, the CLI) are
//! in kiln-cli's `tests/cache_cli.rs`.

mod cache {
    pub mod client;
    pub mod corrupt;
    pub mod roundtrip;
}

use kiln_hlo::{parse_module, ArrayData, Literal, Module, PrimitiveType, Shape};
use kiln_runtime::cpu::{cache_key, CompileOptions, CpuCache, CpuExecutable};
use kiln_runtime::Executable;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// A dot (library call), fusions (kernels) and a while loop whose body compiles its own
/// kernels (a nested program), with metadata to be ignored by the key.
pub const MODULE: &str = r#"HloModule cached, entry_computation_layout={(f32[8,16]{1,0}, f32[16,4]{1,0}, s32[])->(f32[8,4]{1,0}, f32[8,16]{1,0})}

cond {
  p = (s32[], s32[], f32[8,16]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] get-tuple-element(p), index=1
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  p = (s32[], s32[], f32[8,16]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] get-tuple-element(p), index=1
  x = f32[8,16] get-tuple-element(p), index=2
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  t = f32[8,16] tanh(x)
  half = f32[] constant(0.5)
  h = f32[8,16] broadcast(half), dimensions={}
  y = f32[8,16] multiply(t, h)
  z = f32[8,16] add(y, x)
  ROOT r = (s32[], s32[], f32[8,16]) tuple(i1, n, z)
}

ENTRY main {
  x = f32[8,16] parameter(0), metadata={op_name="jit(f)/x" source_file="f.py" source_line=3}
  w = f32[16,4] parameter(1)
  n = s32[] parameter(2)
  e = f32[8,16] exponential(x), metadata={op_name="jit(f)/exp"}
  a = f32[8,16] add(e, x)
  d = f32[8,4] dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  zero = s32[] constant(0)
  init = (s32[], s32[], f32[8,16]) tuple(zero, n, a)
  loop = (s32[], s32[], f32[8,16]) while(init), condition=cond, body=body
  lx = f32[8,16] get-tuple-element(loop), index=2
  ROOT out = (f32[8,4], f32[8,16]) tuple(d, lx)
}
"#;

pub fn module() -> Module {
    parse_module(MODULE).expect("test module parses")
}

/// Inputs for [`MODULE`]: three loop iterations.
pub fn module_inputs() -> Vec<Literal> {
    let m = module();
    let mut inputs = seeded_inputs(&m, 7, 2);
    inputs[2] = Literal::scalar(ArrayData::S32(vec![3]), PrimitiveType::S32).unwrap();
    inputs
}

/// A fresh directory under the system temp dir, removed on drop.
pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new(label: &str) -> TempDir {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!(
            "kiln-runtime-cache-{label}-{}-{n}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).expect("create test dir");
        TempDir(path)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A cache with memory and a disk directory, like a new process would open.
pub fn disk_cache(dir: &Path) -> CpuCache {
    CpuCache::new(&kiln_cache::CacheOptions {
        memory: true,
        disk: kiln_cache::DiskSetting::Dir(dir.to_path_buf()),
        max_bytes: 1 << 30,
        verbose: false,
    })
}

/// Compiles through `cache`, counting how often the compiler really ran.
pub fn compile_counting(
    cache: &CpuCache,
    module: &Module,
    options: &CompileOptions,
    compiles: &AtomicUsize,
) -> (Arc<CpuExecutable>, kiln_cache::CacheEvent) {
    cache
        .get_or_compile(&cache_key(module, options), || {
            compiles.fetch_add(1, Ordering::Relaxed);
            CpuExecutable::compile(module, options)
        })
        .expect("compiles")
}

/// Every output leaf as `.npy` bytes: equal exactly when shapes, types and bits are equal.
pub fn bits(result: Literal) -> Vec<Vec<u8>> {
    result
        .into_leaves()
        .iter()
        .filter_map(Literal::as_array)
        .map(kiln_eval::npy::npy_bytes)
        .collect()
}

pub fn run_bits(executable: &dyn Executable, inputs: &[Literal]) -> Vec<Vec<u8>> {
    bits(executable.execute(inputs).expect("runs"))
}

/// Deterministic inputs: floats in [-1, 1), integers in [0, `int_high`), pred at random.
pub fn seeded_inputs(module: &Module, seed: u64, int_high: i64) -> Vec<Literal> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        state >> 33
    };
    let comp = module.entry_computation();
    comp.parameters
        .iter()
        .map(|&p| literal_for(&comp.instr(p).shape, &mut next, int_high))
        .collect()
}

fn literal_for(shape: &Shape, next: &mut impl FnMut() -> u64, int_high: i64) -> Literal {
    let a = match shape {
        Shape::Tuple(elems) => {
            return Literal::Tuple(
                elems
                    .iter()
                    .map(|e| literal_for(e, next, int_high))
                    .collect(),
            )
        }
        Shape::Token => return Literal::Token,
        Shape::Array(a) => a,
    };
    let n = a.dims.iter().product::<i64>() as usize;
    let ints: Vec<i64> = (0..n)
        .map(|_| (next() as i64).rem_euclid(int_high.max(1)))
        .collect();
    let floats: Vec<f64> = (0..n)
        .map(|_| (next() % 2048) as f64 / 1024.0 - 1.0)
        .collect();
    use PrimitiveType::*;
    let data = match a.ty {
        Pred => ArrayData::Pred(ints.iter().map(|&x| x & 1 == 1).collect()),
        S8 => ArrayData::S8(ints.iter().map(|&x| x as i8).collect()),
        S16 => ArrayData::S16(ints.iter().map(|&x| x as i16).collect()),
        S32 => ArrayData::S32(ints.iter().map(|&x| x as i32).collect()),
        S64 => ArrayData::S64(ints),
        U8 => ArrayData::U8(ints.iter().map(|&x| x as u8).collect()),
        U16 => ArrayData::U16(ints.iter().map(|&x| x as u16).collect()),
        U32 => ArrayData::U32(ints.iter().map(|&x| x as u32).collect()),
        U64 => ArrayData::U64(ints.iter().map(|&x| x as u64).collect()),
        F16 => ArrayData::F16(floats.iter().map(|&x| half::f16::from_f64(x)).collect()),
        BF16 => ArrayData::BF16(floats.iter().map(|&x| half::bf16::from_f64(x)).collect()),
        F32 => ArrayData::F32(floats.iter().map(|&x| x as f32).collect()),
        F64 => ArrayData::F64(floats),
        t => panic!("no test data for {t}"),
    };
    Literal::Array(kiln_hlo::ArrayLiteral::new(a.ty, a.dims.clone(), data).unwrap())
}
