//! `hit_path.order` keeps the markers around the hit path's core (see `src/hit_path.rs`): a
//! file regenerated without them would leave `kiln` reading nothing ahead, silently.

#[test]
fn the_order_file_brackets_the_core_with_its_markers() {
    let order = include_str!("../hit_path.order");
    let names: Vec<&str> = order.lines().collect();
    assert_eq!(names.first(), Some(&"kiln_hit_path_begin"));
    let end = names
        .iter()
        .position(|&name| name == "kiln_hit_path_core_end")
        .expect("kiln_hit_path_core_end is named");
    // The core holds the functions every hit runs: the prepare step and the cache lookup.
    let core = &names[1..end];
    assert!(core.len() > 20, "a core of {} functions", core.len());
    for part in ["CpuBackend", "get_or_compile"] {
        assert!(
            core.iter().any(|name| name.contains(part)),
            "no function of the core names {part}"
        );
    }
}
