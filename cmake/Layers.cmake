# The layers of src/: one library per folder, declared bottom up with the layers it may use.
#
#   marienbad_layer(NAME [USES LAYER...] [SOURCES FILE...])
#
# makes the library marienbad_NAME (alias marienbad::NAME) from src/NAME's sources, or an
# INTERFACE library when the layer is header-only; a layer in a folder of a folder (a game:
# games/nim) is the library marienbad_games_nim, linked to the layers it USES and to nothing
# else. A layer may only use layers declared before it, so the layers cannot form a cycle. The
# USES of the marienbad_layer calls in src/CMakeLists.txt are the one place where the allowed
# dependencies are written: a layer may include itself, the layers it uses, and whatever those
# may include. marienbad_write_layer_table writes that table for the `layering` test
# (tests/layering/check_includes.cmake), which fails on any include running against it.

function(marienbad_layer name)
    cmake_parse_arguments(PARSE_ARGV 1 layer "" "" "USES;SOURCES")
    if(layer_UNPARSED_ARGUMENTS)
        message(FATAL_ERROR "marienbad_layer(${name}): unexpected ${layer_UNPARSED_ARGUMENTS}")
    endif()
    get_property(declared GLOBAL PROPERTY MARIENBAD_LAYERS)
    if(name IN_LIST declared)
        message(FATAL_ERROR "marienbad_layer(${name}): declared twice")
    endif()

    # What the layer may include: each layer it uses and everything those may include; itself.
    set(allowed)
    set(used_targets)
    foreach(used ${layer_USES})
        if(NOT used IN_LIST declared)
            message(FATAL_ERROR "marienbad_layer(${name}): uses ${used}, which is not a layer "
                "declared before it")
        endif()
        get_property(below GLOBAL PROPERTY MARIENBAD_LAYER_ALLOWS_${used})
        list(APPEND allowed ${below})
        string(REPLACE "/" "_" used_target ${used})
        list(APPEND used_targets marienbad::${used_target})
    endforeach()
    # Bottom up, in the order the layers are declared, the layer last.
    set(ordered)
    foreach(layer ${declared})
        if(layer IN_LIST allowed)
            list(APPEND ordered ${layer})
        endif()
    endforeach()
    list(APPEND ordered ${name})
    set_property(GLOBAL PROPERTY MARIENBAD_LAYER_ALLOWS_${name} ${ordered})
    set_property(GLOBAL APPEND PROPERTY MARIENBAD_LAYERS ${name})

    string(REPLACE "/" "_" target_name ${name})
    set(target marienbad_${target_name})
    if(layer_SOURCES)
        add_library(${target} ${layer_SOURCES})
        target_include_directories(${target} PUBLIC ${PROJECT_SOURCE_DIR}/src)
        target_link_libraries(${target} PUBLIC ${used_targets} PRIVATE marienbad::options)
    else()
        add_library(${target} INTERFACE)
        target_include_directories(${target} INTERFACE ${PROJECT_SOURCE_DIR}/src)
        target_link_libraries(${target} INTERFACE ${used_targets})
    endif()
    add_library(marienbad::${target_name} ALIAS ${target})
endfunction()

# marienbad_layer_allows(LAYER OTHER VARIABLE): TRUE in VARIABLE when LAYER may include OTHER.
function(marienbad_layer_allows layer other variable)
    get_property(allowed GLOBAL PROPERTY MARIENBAD_LAYER_ALLOWS_${layer})
    if(other IN_LIST allowed)
        set(${variable} TRUE PARENT_SCOPE)
    else()
        set(${variable} FALSE PARENT_SCOPE)
    endif()
endfunction()

# marienbad_write_layer_table(FILE): the layers and what each may include, as a CMake script
# that the `layering` test reads; the file's path is kept in the global property
# MARIENBAD_LAYER_TABLE.
function(marienbad_write_layer_table file)
    get_property(layers GLOBAL PROPERTY MARIENBAD_LAYERS)
    set(content "# Written by cmake/Layers.cmake from src/CMakeLists.txt: the layers, bottom up,\n")
    string(APPEND content "# and the layers each may include (the `layering` test reads it).\n")
    string(APPEND content "set(MARIENBAD_LAYERS \"${layers}\")\n")
    foreach(layer ${layers})
        get_property(allowed GLOBAL PROPERTY MARIENBAD_LAYER_ALLOWS_${layer})
        string(APPEND content "set(MARIENBAD_LAYER_ALLOWS_${layer} \"${allowed}\")\n")
    endforeach()
    file(CONFIGURE OUTPUT ${file} CONTENT "${content}" @ONLY)
    set_property(GLOBAL PROPERTY MARIENBAD_LAYER_TABLE ${file})
endfunction()
