//! XLA's optimized-dump flavour of HLO text (fusions, `%` names, operands with shapes,
//! metadata, backend_config JSON, `/*index=N*/`, the StackFrames section, elided constants)
//! and the less common attributes and literals: they parse into the typed IR and round-trip.

use kiln_hlo::*;

const OPTIMIZED: &str = r#"HloModule jit_f, is_scheduled=true, entry_computation_layout={(f32[8,128]{1,0}, f32[128]{0})->(f32[8,128]{1,0}, s32[], s32[], s32[], s32[], /*index=5*/s32[])}, allow_spmd_sharding_propagation_to_output={true}, frontend_attributes={fingerprint_before_lhs="3f2a"}

FileNames
1 "/tmp/x.py"

FunctionNames
1 "f"

FileLocations
1 {file_name_id=1 function_name_id=1 line=12 end_line=12 column=3 end_column=10}

StackFrames
1 {file_location_id=1 parent_frame_id=0}

%fused_computation (param_0.1: f32[8,128], param_1.2: f32[128]) -> f32[8,128] {
  %param_0.1 = f32[8,128]{1,0} parameter(0)
  %param_1.2 = f32[128]{0} parameter(1)
  %broadcast.1 = f32[8,128]{1,0} broadcast(f32[128]{0} %param_1.2), dimensions={1}, metadata={op_type="add" op_name="jit(f)/add" source_file="/tmp/x.py" source_line=12 stack_frame_id=1}
  ROOT %add.0 = f32[8,128]{1,0} add(f32[8,128]{1,0} %param_0.1, f32[8,128]{1,0} %broadcast.1), metadata={op_type="add" op_name="jit(f)/add" source_file="/tmp/x.py" source_line=12 deduplicated_name="fusion"}
}

// A host computation with an execution thread.
%host (p: s32[]) -> s32[] {
  ROOT %p = s32[] parameter(0)
}, execution_thread="host"

ENTRY %main.4 (Arg_0.1: f32[8,128], Arg_1.2: f32[128]) -> (f32[8,128], s32[], s32[], s32[], s32[], /*index=5*/s32[]) {
  %Arg_0.1 = f32[8,128]{1,0} parameter(0), sharding={replicated}, metadata={op_name="x"}
  %Arg_1.2 = f32[128]{0} parameter(1), sharding={devices=[2,1]0,1}
  %constant.3 = f32[128]{0} constant({...})
  %c = s32[] constant(7)
  %loop_add_fusion = f32[8,128]{1,0} fusion(f32[8,128]{1,0} %Arg_0.1, f32[128]{0} %Arg_1.2), kind=kLoop, calls=%fused_computation, backend_config={"outer_dimension_partitions":["2"],"flag":true}, control-predecessors={%constant.3}
  %h = s32[] call(s32[] %c), to_apply=%host, frontend_attributes={_xla_stream_annotation="1"}
  ROOT %tuple = (f32[8,128]{1,0}, s32[], s32[], s32[], s32[], /*index=5*/s32[]) tuple(%loop_add_fusion, %c, %h, %c, %c, /*index=5*/%c)
}
"#;

/// parse → print → parse gives the same module, and printing again gives the same text.
fn round_trip(text: &str) -> Module {
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let printed = print_module(&m);
    let again = parse_module(&printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
    assert_eq!(again, m, "parse(print(m)) != m:\n{printed}");
    assert_eq!(print_module(&again), printed);
    m
}

fn instr<'m>(m: &'m Module, comp: &str, name: &str) -> &'m Instruction {
    let c = m.comp(m.find_computation(comp).unwrap());
    c.instr(c.find(name).unwrap())
}

#[test]
fn optimized_dump_parses_into_typed_ir() {
    let m = round_trip(OPTIMIZED);
    assert_eq!(m.config.is_scheduled, Some(true));
    let layout = m.config.entry_computation_layout.as_ref().unwrap();
    assert_eq!(layout.parameters.len(), 2);
    assert_eq!(layout.result.as_tuple().unwrap().len(), 6);
    assert_eq!(
        m.config.other[0],
        (
            "allow_spmd_sharding_propagation_to_output".into(),
            "{true}".into()
        )
    );
    assert_eq!(m.entry_computation().name, "main.4");

    let fusion = instr(&m, "main.4", "loop_add_fusion");
    assert_eq!(fusion.attrs.fusion_kind, Some(FusionKind::Loop));
    assert_eq!(
        fusion.attrs.calls,
        Some(vec![m.find_computation("fused_computation").unwrap()])
    );
    assert_eq!(
        fusion.backend_config.as_deref(),
        Some(r#"{"outer_dimension_partitions":["2"],"flag":true}"#)
    );
    let entry = m.entry_computation();
    assert_eq!(
        fusion.control_predecessors,
        vec![entry.find("constant.3").unwrap()]
    );
    assert_eq!(
        instr(&m, "main.4", "constant.3").attrs.constant,
        Some(ConstantValue::Elided)
    );
    assert_eq!(
        instr(&m, "main.4", "Arg_1.2").sharding.as_deref(),
        Some("{devices=[2,1]0,1}")
    );

    let b = instr(&m, "fused_computation", "broadcast.1");
    let md = b.metadata.as_ref().unwrap();
    assert_eq!(md.op_name.as_deref(), Some("jit(f)/add"));
    assert_eq!((md.source_line, md.stack_frame_id), (Some(12), Some(1)));
    let md = instr(&m, "fused_computation", "add.0")
        .metadata
        .as_ref()
        .unwrap();
    assert_eq!(
        md.other,
        vec![("deduplicated_name".into(), "\"fusion\"".into())]
    );

    let host = m.comp(m.find_computation("host").unwrap());
    assert_eq!(
        host.attributes,
        vec![("execution_thread".into(), "\"host\"".into())]
    );
    assert!(m
        .stack_frames
        .as_ref()
        .unwrap()
        .starts_with("FileNames\n1 \"/tmp/x.py\""));
    assert!(m
        .stack_frames
        .as_ref()
        .unwrap()
        .ends_with("parent_frame_id=0}"));
}

#[test]
fn printed_text_is_canonical() {
    let printed = print_module(&parse_module(OPTIMIZED).unwrap());
    assert!(printed.starts_with("HloModule jit_f, is_scheduled=true, entry_computation_layout={(f32[8,128]{1,0}, f32[128]{0})->"));
    assert!(printed.contains("\n\nENTRY main.4 {\n"));
    assert!(printed
        .contains("\n  ROOT add.0 = f32[8,128]{1,0} add(param_0.1, broadcast.1), metadata={"));
    assert!(
        printed.contains("\nhost {\n  ROOT p = s32[] parameter(0)\n}, execution_thread=\"host\"\n")
    );
    assert!(printed.contains("fusion(Arg_0.1, Arg_1.2), kind=kLoop, calls=fused_computation, control-predecessors={constant.3}"));
    assert!(printed.contains("constant({...})"));
    assert!(
        printed.contains("frontend_attributes={fingerprint_before_lhs=\"3f2a\"}\n\nFileNames\n")
    );
    assert!(printed.contains("parent_frame_id=0}\n\nfused_computation {\n"));
}

const ATTRIBUTES: &str = r#"HloModule attrs

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ge {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=GE, type=TOTALORDER
}

ENTRY main {
  x = f32[1,8,8,8,4]{4,3,2,1,0} parameter(0)
  k = f32[3,3,3,4,2]{4,3,2,1,0} parameter(1)
  conv = f32[1,4,8,8,2]{4,3,2,1,0} convolution(x, k), window={size=3x3x3 stride=2x1x1 pad=1_1x1_1x-1_2 lhs_dilate=1x1x2 rhs_dilate=2x1x1 rhs_reversal=0x1x0}, dim_labels=b012f_012io->b012f, feature_group_count=1, operand_precision={highest,default}
  m = f32[8,8]{0,1:T(8,128)S(1)} parameter(2)
  c0 = f32[] constant(0)
  p = f32[10,20]{1,0} pad(m, f32[] c0), padding=1_-1_1x0_12
  sl = f32[4,3]{1,0} slice(p), slice={[0:8:2], [1:10:3]}
  idx = s32[5,2]{1,0} parameter(3)
  g = f32[5,2,2]{2,1,0} gather(m, idx), offset_dims={1,2}, collapsed_slice_dims={}, start_index_map={0,1}, index_vector_dim=1, slice_sizes={2,2}, indices_are_sorted=true
  u = f32[5]{0} parameter(4)
  sc = f32[8,8]{1,0} scatter(m, idx, u), update_window_dims={}, inserted_window_dims={0,1}, scatter_dims_to_operand_dims={0,1}, index_vector_dim=1, unique_indices=true, to_apply=add
  rw = f32[4,8]{1,0} reduce-window(m, c0), window={size=2x1 stride=2x1}, to_apply=add
  sas = f32[8,8]{1,0} select-and-scatter(m, rw, c0), window={size=2x1 stride=2x1}, select=ge, scatter=add
  srt = f32[8,8]{1,0} sort(m), dimensions={1}, is_stable=true, to_apply=ge
  cx = c64[8]{0} parameter(5)
  f = c64[8]{0} fft(cx), fft_type=FFT, fft_length={8}
  ts = f32[8,8]{1,0} triangular-solve(m, m), left_side=true, lower=true, unit_diagonal=false, transpose_a=NO_TRANSPOSE
  rp = f32[8,8]{1,0} reduce-precision(m), exponent_bits=5, mantissa_bits=10
  tk = (f32[8,2]{1,0}, s32[8,2]{1,0}) topk(m), k=2, largest=true
  st = u64[2]{0} parameter(6)
  rng = (u64[2]{0}, u32[8]{0}) rng-bit-generator(st), algorithm=rng_three_fry
  cc = f32[8]{0} custom-call(u, u), custom_call_target="my\"target\n", api_version=API_VERSION_TYPED_FFI, custom_call_has_side_effect=true
  ar = f32[5]{0} all-reduce(u), channel_id=1, replica_groups=[2,2]<=[4], use_global_device_ids=true, to_apply=add
  d = f32[<=10,8]{1,0} parameter(7)
  dt = f32[8,8]{1,0} dot(m, m), lhs_batch_dims={}, lhs_contracting_dims={1}, rhs_contracting_dims={0}, algorithm=dot_bf16_bf16_f32
  ROOT t = (f32[8,8]{1,0}, f32[8,8]{1,0}) tuple(sc, sas)
}
"#;

#[test]
fn typed_attributes() {
    let m = round_trip(ATTRIBUTES);
    let conv = instr(&m, "main", "conv");
    let w = conv.attrs.window.as_ref().unwrap();
    assert_eq!(w.dims.len(), 3);
    assert_eq!(
        (w.dims[0].size, w.dims[0].stride, w.dims[0].window_dilation),
        (3, 2, 2)
    );
    assert_eq!(
        (
            w.dims[2].padding_low,
            w.dims[2].padding_high,
            w.dims[2].base_dilation
        ),
        (-1, 2, 2)
    );
    assert!(w.dims[1].window_reversal && !w.dims[0].window_reversal);
    let cd = conv.attrs.conv_dims.as_ref().unwrap();
    assert_eq!(
        (cd.input_batch, cd.input_feature, cd.input_spatial.clone()),
        (0, 4, vec![1, 2, 3])
    );
    assert_eq!((cd.kernel_input_feature, cd.kernel_output_feature), (3, 4));
    assert_eq!(
        conv.attrs.operand_precision,
        Some(vec![Precision::Highest, Precision::Default])
    );

    let layout = instr(&m, "main", "m")
        .shape
        .as_array()
        .unwrap()
        .layout
        .clone()
        .unwrap();
    assert_eq!(
        (layout.minor_to_major, layout.suffix.as_str()),
        (vec![0, 1], ":T(8,128)S(1)")
    );
    let pad = instr(&m, "main", "p").attrs.padding.clone().unwrap();
    assert_eq!(
        pad,
        vec![
            PadDim {
                low: 1,
                high: -1,
                interior: 1
            },
            PadDim {
                low: 0,
                high: 12,
                interior: 0
            }
        ]
    );
    let slice = instr(&m, "main", "sl").attrs.slice.clone().unwrap();
    assert_eq!(
        slice[1],
        SliceDim {
            start: 1,
            limit: 10,
            stride: 3
        }
    );
    let g = instr(&m, "main", "g").attrs.gather_dims.clone().unwrap();
    assert_eq!((g.offset_dims, g.index_vector_dim), (vec![1, 2], 1));
    let sc = instr(&m, "main", "sc");
    assert_eq!(
        sc.attrs
            .scatter_dims
            .as_ref()
            .unwrap()
            .scatter_dims_to_operand_dims,
        vec![0, 1]
    );
    assert_eq!(sc.attrs.to_apply, m.find_computation("add"));
    let sas = instr(&m, "main", "sas");
    assert_eq!(
        (sas.attrs.select, sas.attrs.scatter),
        (m.find_computation("ge"), m.find_computation("add"))
    );
    assert_eq!(instr(&m, "main", "f").attrs.fft_type, Some(FftType::Fft));
    assert_eq!(
        instr(&m, "main", "ts").attrs.transpose_a,
        Some(TriangularTranspose::NoTranspose)
    );
    assert_eq!(instr(&m, "main", "tk").attrs.k, Some(2));
    assert_eq!(
        instr(&m, "main", "rng").attrs.algorithm.as_deref(),
        Some("rng_three_fry")
    );
    let cc = instr(&m, "main", "cc");
    assert_eq!(cc.attrs.custom_call_target.as_deref(), Some("my\"target\n"));
    assert_eq!(
        cc.attrs.other[0],
        ("api_version".into(), "API_VERSION_TYPED_FFI".into())
    );
    let ar = instr(&m, "main", "ar");
    assert_eq!(
        ar.attrs.other[1],
        ("replica_groups".into(), "[2,2]<=[4]".into())
    );
    let d = instr(&m, "main", "d").shape.as_array().unwrap().clone();
    assert_eq!((d.dims, d.dynamic), (vec![10, 8], vec![true, false]));
    let dt = instr(&m, "main", "dt").attrs.dot_dims.clone().unwrap();
    assert_eq!((dt.lhs_contracting, dt.rhs_contracting), (vec![1], vec![0]));
    // `p` uses `c0` before its definition.
    let entry = m.entry_computation();
    assert_eq!(
        instr(&m, "main", "p").operands[1],
        entry.find("c0").unwrap()
    );
}

#[test]
fn forward_references_and_late_sections() {
    // XLA itself wants operands defined first, but Kiln reads instructions, computations
    // and the stack frame index in any order.
    let text = r#"HloModule fwd
ENTRY main {
  ROOT r = f32[] call(c), to_apply=id
  c = f32[] constant(2)
}
id {
  ROOT p = f32[] parameter(0)
}
FileNames
1 "a.py"
FunctionNames
1 "g"
FileLocations
StackFrames
"#;
    let m = round_trip(text);
    let entry = m.entry_computation();
    assert_eq!(entry.root_instr().operands, vec![entry.find("c").unwrap()]);
    assert_eq!(entry.root_instr().attrs.to_apply, m.find_computation("id"));
    assert_eq!(
        m.stack_frames.as_deref(),
        Some("FileNames\n1 \"a.py\"\nFunctionNames\n1 \"g\"\nFileLocations\nStackFrames")
    );
    assert!(print_module(&m).starts_with("HloModule fwd\n\nFileNames\n"));
}

const LITERALS: &str = r#"HloModule literals

ENTRY main {
  a = f32[2,3]{1,0} constant({ {1, -2.5, inf}, {-inf, nan, -nan(0x1)} })
  b = f16[3]{0} constant({0.1, 65504, -0})
  c = bf16[2]{0} constant({1.5, nan(0x3)})
  d = f64[2]{0} constant({1e-300, 0.1})
  e = c64[2]{0} constant({(1, 2), (-0.5, inf)})
  f = c128[] constant((1e+200, -1))
  g = pred[4]{0} constant({true, false, 1, 0})
  h = u64[2]{0} constant({18446744073709551615, 0x10})
  i = s64[] constant(-9223372036854775808)
  j = s4[3]{0} constant({-8, 7, 0})
  k = u4[2]{0} constant({15, 0})
  l = f8e4m3fn[3]{0} constant({448, -0.5, nan})
  m = f8e5m2[2]{0} constant({57344, -inf})
  n = f32[0]{0} constant({})
  o = f32[2,0]{1,0} constant({ {}, {} })
  p = (f32[], (s32[2]{0}, pred[])) constant((1.5, ({1, 2}, true)))
  q = f32[2]{0} constant({1.17549435e-38, 1.4e-45})
  ROOT t = (f32[2,3]{1,0}, f16[3]{0}) tuple(a, b)
}
"#;

fn literal<'m>(m: &'m Module, name: &str) -> &'m ArrayLiteral {
    match &instr(m, "main", name).attrs.constant {
        Some(ConstantValue::Literal(Literal::Array(a))) => a,
        other => panic!("{name}: {other:?}"),
    }
}

#[test]
fn literals_of_every_kind() {
    let m = round_trip(LITERALS);
    let ArrayData::F32(a) = &literal(&m, "a").data else {
        panic!()
    };
    assert_eq!(&a[..4], &[1.0, -2.5, f32::INFINITY, f32::NEG_INFINITY]);
    assert_eq!(a[4].to_bits(), 0x7fc0_0000);
    assert_eq!(a[5].to_bits(), 0xff80_0001);
    let ArrayData::F16(b) = &literal(&m, "b").data else {
        panic!()
    };
    assert_eq!(b[1].to_f32(), 65504.0);
    assert_eq!(b[2].to_bits(), 0x8000);
    let ArrayData::BF16(c) = &literal(&m, "c").data else {
        panic!()
    };
    assert_eq!(c[1].to_bits(), 0x7f83);
    let ArrayData::C64(e) = &literal(&m, "e").data else {
        panic!()
    };
    assert_eq!((e[1].re, e[1].im), (-0.5, f32::INFINITY));
    let ArrayData::U64(h) = &literal(&m, "h").data else {
        panic!()
    };
    assert_eq!(h, &[u64::MAX, 16]);
    let ArrayData::S8(j) = &literal(&m, "j").data else {
        panic!()
    };
    assert_eq!(j, &[-8, 7, 0]);
    let ArrayData::U8(l) = &literal(&m, "l").data else {
        panic!()
    };
    assert_eq!(l, &[0x7e, 0xb0, 0x7f]);
    let ArrayData::U8(mm) = &literal(&m, "m").data else {
        panic!()
    };
    assert_eq!(mm, &[0x7b, 0xfc]);
    assert_eq!(literal(&m, "o").dims, vec![2, 0]);
    let ArrayData::F32(q) = &literal(&m, "q").data else {
        panic!()
    };
    assert_eq!((q[0].to_bits(), q[1].to_bits()), (0x0080_0000, 1));
    match &instr(&m, "main", "p").attrs.constant {
        Some(ConstantValue::Literal(Literal::Tuple(t))) => assert_eq!(t.len(), 2),
        other => panic!("{other:?}"),
    }
}

#[test]
fn printed_floats_read_back_exactly() {
    let printed = print_module(&parse_module(LITERALS).unwrap());
    assert!(
        printed.contains("constant({ {1, -2.5, inf}, {-inf, nan, -nan(0x1)} })"),
        "{printed}"
    );
    assert!(
        printed.contains("constant({true, false, true, false})"),
        "{printed}"
    );
    assert!(printed.contains("constant((1e+200, -1))"), "{printed}");
}

/// XLA's own parser reads what Kiln prints for the examples above (skipped without jax, an
/// error without it when `KILN_REQUIRE_XLA` is set, as in CI).
#[test]
fn xla_parses_the_printed_examples() {
    use std::process::Command;
    let script = "import sys\nfrom jax._src.lib import xla_client as xc\n\
                  for f in sys.argv[1:]:\n    xc.hlo.hlo_module_from_text(open(f).read())\n";
    let has_jax = Command::new("python3")
        .args(["-c", "import jax"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_jax {
        assert!(
            std::env::var_os("KILN_REQUIRE_XLA").is_none(),
            "KILN_REQUIRE_XLA is set but jax is missing"
        );
        eprintln!("skipped: jax is not installed");
        return;
    }
    let dir = std::env::temp_dir().join(format!("kiln-xla-dumps-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for (i, text) in [OPTIMIZED, ATTRIBUTES, LITERALS].into_iter().enumerate() {
        let path = dir.join(format!("example_{i}.hlo"));
        std::fs::write(&path, print_module(&parse_module(text).unwrap())).unwrap();
        files.push(path);
    }
    let out = Command::new("python3")
        .arg("-c")
        .arg(script)
        .args(&files)
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "XLA rejected printed text:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn windows_line_endings() {
    let crlf = ATTRIBUTES.replace('\n', "\r\n");
    assert_eq!(
        parse_module(&crlf).unwrap(),
        parse_module(ATTRIBUTES).unwrap()
    );
    assert!(parse_module(&OPTIMIZED.replace('\n', "\r\n")).is_ok());
}
