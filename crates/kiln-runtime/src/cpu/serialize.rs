//! A CPU executable as a cache payload, and back.
//!
//! The payload holds what cannot be remade cheaply: the optimized, fused module (what the
//! passes produced) in Kiln's binary module encoding (`kiln_hlo::binary`), every kernel's
//! machine code (what Cranelift produced) in the order the build visits them, and, where every
//! thunk has a stored form, the executable's plan (`plan`: buffer slots, constants, thunks,
//! entry signature; what buffer assignment and thunk building produced). A hit with a stored
//! plan maps the kernels and decodes the plan; the module stays encoded until something reads
//! it (an interpreter fallback, `module()`). A hit without one decodes the module and rebuilds
//! the buffer plans and thunks from it (deterministic), taking the kernels from the entry. No
//! pass and no Cranelift runs either way. The cache entry around the payload carries the
//! checksum, so the module is not verified again; any inconsistency found while decoding or
//! rebuilding rejects the payload, and the cache then deletes the entry and compiles afresh.
//!
//! Format version 9 (version 8 stored code unaligned, version 7 no gather batching dimensions,
//! version 6 no GEMM column windows, version 5 no row groups, version 4 no scatter,
//! convolution, sort or top-k calls and only GEMM products in output fusions, version 3 had no
//! argument sizes, version 2 no plan, version 1 held the module as HLO text), integers
//! little-endian, strings as a u32 length and UTF-8 bytes, byte blobs as a u64 length and the
//! bytes; code blobs are aligned (zero bytes after their length up to a multiple of
//! `KERNEL_ALIGN` from the payload's start, which the cache entry aligns in the file), so that
//! a hit runs each kernel where it lies in the mapped entry:
//!
//! ```text
//! magic "KILNCPU\0", payload version (u32)
//! options: optimize (u8: 0 or 1), threads (u64)
//! module (blob: kiln_hlo::binary::encode_module)
//! kernel count (u64), then per kernel:
//!   instruction (string), argument count (u64), each argument's bytes (u64), outcome tag (u8):
//!   0 = compiled: name (string), code (aligned blob), parallel extent (i64), buffer count (u64),
//!                 helper table version (u32)
//!   1 = refused:  reason (string)
//! plan: tag (u8): 0 = none, 1 = stored, then the plan (blob, `plan` says what is in it)
//! ```

mod plan;

use super::kernel_source::{CodeInEntry, KernelRecord, KernelSource, Kernels};
use super::lazy_module::LazyModule;
use super::{CompileOptions, CpuExecutable};
use kiln_cache::{CachePayload, EntryBytes};
use kiln_codegen::cpu::{CompiledKernel, KERNEL_ALIGN};
use std::ops::Range;
use std::time::{Duration, Instant};

pub use plan::encode_plan;

pub const PAYLOAD_MAGIC: &[u8; 8] = b"KILNCPU\0";
pub const PAYLOAD_VERSION: u32 = 9;

/// More threads than this in a payload means it is not ours (a pool that size would be built).
const MAX_THREADS: usize = 4096;

const COMPILED: u8 = 0;
const REFUSED: u8 = 1;

impl CachePayload for CpuExecutable {
    const RUNS_CODE_IN_ENTRY: bool = true;

    fn encode(&self) -> Vec<u8> {
        let plan = encode_plan(&self.signature, &self.entry, &self.loaded_kernels);
        let module = match self.module.encode() {
            Ok(module) => module,
            // The module did not decode, so neither would an entry made of it.
            Err(_) => return Vec::new(),
        };
        encode_payload(&module, &self.options, &self.kernels, plan.as_deref())
    }

    fn decode(bytes: &[u8]) -> Result<Self, String> {
        let payload = 0..bytes.len();
        decode_timed(EntryBytes::buffer(bytes.to_vec()), payload).map(|(executable, _)| executable)
    }

    fn decode_owned(bytes: EntryBytes, payload: Range<usize>) -> Result<Self, String> {
        decode_timed(bytes, payload).map(|(executable, _)| executable)
    }
}

/// Where the time of [`decode_timed`] went.
#[derive(Clone, Copy, Debug, Default)]
pub struct DecodeTimes {
    /// Splitting the payload into its parts (options, module bytes, kernel records).
    pub payload: Duration,
    /// Decoding the optimized module (none with a stored plan).
    pub module: Duration,
    /// Mapping every kernel's code executable.
    pub kernels: Duration,
    /// Decoding the stored plan, or rebuilding buffer plans and thunks from the module.
    pub assemble: Duration,
    /// Whether the payload had a stored plan.
    pub stored_plan: bool,
}

/// [`CachePayload::decode_owned`] of `bytes[payload]`, with the time each step took (for
/// `cache_timings`).
pub fn decode_timed(
    bytes: EntryBytes,
    payload: Range<usize>,
) -> Result<(CpuExecutable, DecodeTimes), String> {
    let started = Instant::now();
    let mut times = DecodeTimes::default();
    let mut lap = started;
    let mut split = |slot: &mut Duration| {
        let now = Instant::now();
        *slot = now - lap;
        lap = now;
    };
    let Some(payload_bytes) = bytes.get(payload.clone()) else {
        return Err("payload out of range".into());
    };
    let parts = split_payload(payload_bytes)?;
    // The parts' ranges, in `bytes`.
    let shift = |r: Range<usize>| r.start + payload.start..r.end + payload.start;
    let (module_range, plan_range) = (shift(parts.module.clone()), parts.plan.clone().map(shift));
    let in_entry = CodeInEntry {
        entry: bytes.clone(),
        ranges: parts.code.iter().cloned().map(shift).collect(),
    };
    split(&mut times.payload);
    let mut executable = match plan_range {
        Some(plan) => {
            times.stored_plan = true;
            let kernels = Kernels::load(parts.kernels, Some(&in_entry))?;
            split(&mut times.kernels);
            let (signature, entry) =
                plan::decode_plan(&bytes[plan], &kernels.records, &kernels.loaded)?;
            let module = LazyModule::encoded(bytes, module_range)?;
            let executable =
                CpuExecutable::from_parts(module, signature, entry, &parts.options, kernels)
                    .map_err(|e| format!("cannot rebuild the executable: {}", e.message))?;
            split(&mut times.assemble);
            executable
        }
        None => {
            let module = kiln_hlo::binary::decode_module(&bytes[module_range])
                .map_err(|why| format!("module does not decode: {why}"))?;
            split(&mut times.module);
            let kernels = KernelSource::cached(parts.kernels, Some(&in_entry))?;
            split(&mut times.kernels);
            let executable = CpuExecutable::assemble(module, &parts.options, kernels)
                .map_err(|e| format!("cannot rebuild the executable: {}", e.message))?;
            split(&mut times.assemble);
            executable
        }
    };
    executable.compile_time = started.elapsed();
    executable.loaded_from_cache = true;
    Ok((executable, times))
}

/// The parts of a payload.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Payload {
    /// The optimized module, [`kiln_hlo::binary::encode_module`]d.
    pub module: Vec<u8>,
    pub options: CompileOptions,
    pub kernels: Vec<KernelRecord>,
    /// The stored plan ([`encode_plan`]), if the executable has one.
    pub plan: Option<Vec<u8>>,
}

pub fn encode_payload(
    module: &[u8],
    options: &CompileOptions,
    kernels: &[KernelRecord],
    plan: Option<&[u8]>,
) -> Vec<u8> {
    let code_bytes: usize = kernels
        .iter()
        .filter_map(|k| k.outcome.as_ref().ok())
        .map(|k| k.code.len() + k.name.len() + 64)
        .sum();
    let plan_bytes = plan.map_or(0, <[u8]>::len);
    let mut out = Writer(Vec::with_capacity(
        64 + module.len() + code_bytes + plan_bytes,
    ));
    out.0.extend_from_slice(PAYLOAD_MAGIC);
    out.u32(PAYLOAD_VERSION);
    out.u8(options.optimize as u8);
    out.u64(options.threads as u64);
    out.blob(module);
    out.u64(kernels.len() as u64);
    for record in kernels {
        out.string(&record.instruction);
        out.u64(record.arg_count as u64);
        for &bytes in &record.arg_bytes {
            out.u64(bytes as u64);
        }
        match &record.outcome {
            Ok(kernel) => {
                out.u8(COMPILED);
                out.string(&kernel.name);
                out.aligned_blob(&kernel.code);
                out.0
                    .extend_from_slice(&kernel.parallel_extent.to_le_bytes());
                out.u64(kernel.buffer_count as u64);
                out.u32(kernel.helper_table_version);
            }
            Err(reason) => {
                out.u8(REFUSED);
                out.string(reason);
            }
        }
    }
    match plan {
        Some(plan) => {
            out.u8(1);
            out.blob(plan);
        }
        None => out.u8(0),
    }
    out.0
}

/// Reads a payload; never panics, never allocates more than the bytes it was given.
pub fn decode_payload(bytes: &[u8]) -> Result<Payload, String> {
    let parts = split_payload(bytes)?;
    Ok(Payload {
        module: bytes[parts.module].to_vec(),
        options: parts.options,
        kernels: parts.kernels,
        plan: parts.plan.map(|range| bytes[range].to_vec()),
    })
}

/// A payload split into its parts, the module, code and plan as ranges of its bytes.
struct Parts {
    options: CompileOptions,
    module: Range<usize>,
    kernels: Vec<KernelRecord>,
    /// Each compiled kernel's code, in record order.
    code: Vec<Range<usize>>,
    plan: Option<Range<usize>>,
}

fn split_payload(bytes: &[u8]) -> Result<Parts, String> {
    let mut r = Reader { bytes, pos: 0 };
    if r.take(PAYLOAD_MAGIC.len())? != PAYLOAD_MAGIC {
        return Err("not a CPU executable".into());
    }
    let version = r.u32()?;
    if version != PAYLOAD_VERSION {
        return Err(format!(
            "executable format version {version} (this build reads {PAYLOAD_VERSION})"
        ));
    }
    let optimize = match r.u8()? {
        0 => false,
        1 => true,
        other => return Err(format!("bad optimize flag {other}")),
    };
    let threads = r.usize()?;
    if threads == 0 || threads > MAX_THREADS {
        return Err(format!("implausible thread count {threads}"));
    }
    let module = r.blob_range()?;
    // Each record takes at least 13 bytes, which bounds a believable count.
    let count = r.usize()?;
    if count > r.remaining() / 13 {
        return Err(format!("kernel count {count} does not fit the payload"));
    }
    let mut kernels = Vec::with_capacity(count);
    let mut code = Vec::with_capacity(count);
    for _ in 0..count {
        let (record, code_range) = read_record(&mut r)?;
        kernels.push(record);
        code.extend(code_range);
    }
    let plan = match r.u8()? {
        0 => None,
        1 => Some(r.blob_range()?),
        other => return Err(format!("bad plan tag {other}")),
    };
    if r.remaining() != 0 {
        return Err(format!("{} trailing bytes", r.remaining()));
    }
    Ok(Parts {
        options: CompileOptions { optimize, threads },
        module,
        kernels,
        code,
        plan,
    })
}

/// A kernel record, and where its code lies in the payload (if it has code).
fn read_record(r: &mut Reader) -> Result<(KernelRecord, Option<Range<usize>>), String> {
    let instruction = r.string()?;
    let arg_count = r.usize()?;
    if arg_count > r.remaining() / 8 {
        return Err(format!(
            "kernel `{instruction}`: {arg_count} arguments do not fit"
        ));
    }
    let arg_bytes = (0..arg_count)
        .map(|_| r.usize())
        .collect::<Result<Vec<_>, _>>()?;
    let (outcome, code_range) = match r.u8()? {
        COMPILED => {
            let name = r.string()?;
            let code = r.aligned_blob_range()?;
            let kernel = CompiledKernel {
                name,
                code: r.bytes[code.clone()].to_vec(),
                parallel_extent: i64::from_le_bytes(r.array()?),
                buffer_count: r.usize()?,
                helper_table_version: r.u32()?,
            };
            (Ok(kernel), Some(code))
        }
        REFUSED => (Err(r.string()?), None),
        tag => return Err(format!("kernel `{instruction}`: unknown outcome tag {tag}")),
    };
    let record = KernelRecord {
        instruction,
        arg_count,
        arg_bytes,
        outcome,
    };
    Ok((record, code_range))
}

struct Writer(Vec<u8>);

impl Writer {
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }

    fn u32(&mut self, v: u32) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }

    fn u64(&mut self, v: u64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }

    fn string(&mut self, s: &str) {
        self.u32(s.len() as u32);
        self.0.extend_from_slice(s.as_bytes());
    }

    fn blob(&mut self, b: &[u8]) {
        self.u64(b.len() as u64);
        self.0.extend_from_slice(b);
    }

    /// A blob whose bytes start at a multiple of `KERNEL_ALIGN` (zero bytes before them).
    fn aligned_blob(&mut self, b: &[u8]) {
        self.u64(b.len() as u64);
        let start = self.0.len().next_multiple_of(KERNEL_ALIGN);
        self.0.resize(start, 0);
        self.0.extend_from_slice(b);
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn remaining(&self) -> usize {
        self.bytes.len() - self.pos
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        if n > self.remaining() {
            return Err(format!("truncated (at byte {}, {n} more needed)", self.pos));
        }
        let out = &self.bytes[self.pos..self.pos + n];
        self.pos += n;
        Ok(out)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], String> {
        let mut out = [0u8; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }

    fn u8(&mut self) -> Result<u8, String> {
        Ok(self.take(1)?[0])
    }

    fn u32(&mut self) -> Result<u32, String> {
        self.array().map(u32::from_le_bytes)
    }

    fn usize(&mut self) -> Result<usize, String> {
        let v = u64::from_le_bytes(self.array()?);
        usize::try_from(v).map_err(|_| format!("length {v} does not fit this machine"))
    }

    fn blob(&mut self) -> Result<&'a [u8], String> {
        let len = self.usize()?;
        self.take(len)
    }

    /// An [`Writer::aligned_blob`]'s place in the bytes.
    fn aligned_blob_range(&mut self) -> Result<Range<usize>, String> {
        let len = self.usize()?;
        let pad = self.pos.next_multiple_of(KERNEL_ALIGN) - self.pos;
        if self.take(pad)?.iter().any(|&b| b != 0) {
            return Err(format!("bad padding before the code at byte {}", self.pos));
        }
        self.take(len)?;
        Ok(self.pos - len..self.pos)
    }

    /// A blob's place in the bytes.
    fn blob_range(&mut self) -> Result<Range<usize>, String> {
        let len = self.usize()?;
        self.take(len)?;
        Ok(self.pos - len..self.pos)
    }

    fn string(&mut self) -> Result<String, String> {
        let len = self.u32()? as usize;
        let bytes = self.take(len)?;
        String::from_utf8(bytes.to_vec()).map_err(|_| "a name is not UTF-8".to_string())
    }
}
