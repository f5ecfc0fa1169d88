# The `comment_paths` test: every file a comment names exists. The comments of src/, tests/,
# bench/ and fuzz/ (C++ and JavaScript after `//`, CMake and shell after `#`, string literals left
# out) are read
# for names of the form DIR/FILE.EXT ("core/random.hpp", "tests/window/*.sh", "tmux/NAME.sh",
# "session/<game>_session.{hpp,cpp}"). A name is the tree's when its first folder is a folder of
# the top, of src/, of tests/ or of the commenting file's own folder; it must then name a file
# under one of those four (a `*`, a `{a,b}`, a `<placeholder>` or an upper-case NAME stands for
# any part of a name). Other names are not the tree's and are left alone: fractions ("1/2" has no
# extension), addresses ("github.com/...", "https://..."), installed and absolute paths
# ("/usr/share/doc/...", "share/locale/..."), and what the build writes ("build/layers.cmake").
# Each name that is missing is reported as FILE:LINE with the name.
#   cmake -DROOT=. -P tests/comments/check_comment_paths.cmake
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED ROOT)
    message(FATAL_ERROR "check_comment_paths.cmake: ROOT is not set")
endif()
get_filename_component(ROOT ${ROOT} ABSOLUTE)

# A name in a comment: folders and a file name with its extension.
set(name_pattern "[A-Za-z0-9_.*<>{},+-]*/[A-Za-z0-9_./*<>{},+-]*\\.[A-Za-z][A-Za-z0-9]*")

# Whether `name` (a file name, wildcards allowed) exists under `base`.
function(name_exists base name result)
    string(REGEX REPLACE "<[^>]*>|{[^}]*}" "*" pattern "${name}")
    if(pattern MATCHES "[*]")
        file(GLOB found "${base}/${pattern}")
    elseif(EXISTS "${base}/${pattern}")
        set(found yes)
    else()
        set(found)
    endif()
    if(NOT found)
        # An upper-case word standing for a name: tmux/NAME.sh, corpus/TARGET.
        string(REGEX REPLACE "(^|/)[A-Z][A-Z_]*(\\.|/|$)" "\\1*\\2" pattern "${pattern}")
        string(REGEX REPLACE "(^|/)[A-Z][A-Z_]*(\\.|/|$)" "\\1*\\2" pattern "${pattern}")
        if(pattern MATCHES "[*]")
            file(GLOB found "${base}/${pattern}")
        endif()
    endif()
    if(found)
        set(${result} yes PARENT_SCOPE)
    else()
        set(${result} no PARENT_SCOPE)
    endif()
endfunction()

set(files)
foreach(top src tests bench fuzz)
    file(GLOB_RECURSE found RELATIVE ${ROOT}
        ${ROOT}/${top}/*.cpp ${ROOT}/${top}/*.hpp ${ROOT}/${top}/*.cmake ${ROOT}/${top}/*.sh
        ${ROOT}/${top}/*.js ${ROOT}/${top}/*.mjs ${ROOT}/${top}/CMakeLists.txt)
    list(APPEND files ${found})
endforeach()
list(FILTER files EXCLUDE REGEX "^fuzz/corpus/|/node_modules/")
list(SORT files)

set(faults)
set(names_checked 0)
foreach(file ${files})
    get_filename_component(folder ${file} DIRECTORY)
    set(bases ${ROOT} ${ROOT}/src ${ROOT}/tests ${ROOT}/${folder})
    if(file MATCHES "\\.(cpp|hpp|js|mjs)$")
        set(comment_start "//")
    else()
        set(comment_start "#")
    endif()
    file(READ ${ROOT}/${file} content)
    # One list element a line: what CMake would read as list syntax is made harmless first
    # (escapes, semicolons, brackets); none of it can be part of a name.
    string(REGEX REPLACE "\\\\." "__" content "${content}")
    string(REGEX REPLACE "[][;]" " " content "${content}")
    string(REPLACE "\n" ";" lines "${content}")
    set(line_number 0)
    foreach(line IN LISTS lines)
        math(EXPR line_number "${line_number} + 1")
        if(NOT line MATCHES "${comment_start}.*/")
            continue()
        endif()
        # String and character literals out, then the comment.
        string(REGEX REPLACE "'[^']'" "''" code "${line}")
        string(REGEX REPLACE "\"[^\"]*\"" "\"\"" code "${code}")
        if(comment_start STREQUAL "//")
            string(REGEX MATCH "//.*$" comment "${code}")
        else()
            string(REGEX MATCH "(^|[ \t(])#.*$" comment "${code}")
        endif()
        if(NOT comment)
            continue()
        endif()
        string(REGEX MATCHALL "${name_pattern}" names "${comment}")
        foreach(name ${names})
            string(REGEX REPLACE "^\\./" "" name "${name}")
            if(name MATCHES "^/")
                continue()  # an absolute path, or the "//" of an address
            endif()
            string(REGEX MATCH "^[^/]+" first_folder "${name}")
            if(first_folder MATCHES "^build")
                continue()
            endif()
            set(in_tree no)
            foreach(base ${bases})
                if(IS_DIRECTORY "${base}/${first_folder}")
                    set(in_tree yes)
                endif()
            endforeach()
            if(NOT in_tree)
                continue()
            endif()
            math(EXPR names_checked "${names_checked} + 1")
            set(exists no)
            foreach(base ${bases})
                if(NOT exists)
                    name_exists("${base}" "${name}" exists)
                endif()
            endforeach()
            if(NOT exists)
                list(APPEND faults "${file}:${line_number}: ${name}: no such file in the tree")
            endif()
        endforeach()
    endforeach()
endforeach()

list(LENGTH files file_count)
if(file_count EQUAL 0 OR names_checked EQUAL 0)
    message(FATAL_ERROR "check_comment_paths.cmake: no comment naming a file under ${ROOT}")
endif()
if(faults)
    list(LENGTH faults count)
    string(REPLACE ";" "\n" report "${faults}")
    message("${report}")
    message(FATAL_ERROR "${count} file name(s) in comments that the tree does not have")
endif()
message("${file_count} files, ${names_checked} file names in their comments: every one exists")
