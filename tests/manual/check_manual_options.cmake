# The manual page lists every option and command the program's --help lists, and names no option
# the program does not have (a stale example or sentence):
#   cmake -DPROGRAM=build/marienbad -DPAGE=build/man/man6/marienbad.6 -DLANGUAGE=en
#         -P check_manual_options.cmake
# Every --help is read, from `marienbad --help` down through each command it lists (`solve`'s
# commands too), in LANGUAGE; its options, its commands and its positional values are looked for
# in the page, once roff's escapes are taken out.
cmake_minimum_required(VERSION 3.25)
foreach(variable PROGRAM PAGE LANGUAGE)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "check_manual_options.cmake: ${variable} is not set")
    endif()
endforeach()

# The page as man prints it, near enough: fonts, \- \& and \e taken out.
file(READ "${PAGE}" page)
string(REGEX REPLACE "\\\\f[BIRP]" "" page "${page}")
string(REPLACE "\\-" "-" page "${page}")
string(REPLACE "\\&" "" page "${page}")
string(REPLACE "\\e" "\\" page "${page}")

set(failures)
set(help_options)
set(queue "(program)")  # the program itself, then each command found in a --help
set(index 0)
list(LENGTH queue pending)
while(index LESS pending)
    list(GET queue ${index} words)
    math(EXPR index "${index} + 1")
    if(words STREQUAL "(program)")
        set(words "")
    endif()
    string(REPLACE " " ";" arguments "${words}")
    execute_process(
        COMMAND ${PROGRAM} --lang ${LANGUAGE} ${arguments} --help
        RESULT_VARIABLE exit_code OUTPUT_VARIABLE help ERROR_VARIABLE errors TIMEOUT 30)
    if(NOT exit_code EQUAL 0)
        list(APPEND failures "'marienbad ${words} --help' exited with ${exit_code}: ${errors}")
        continue()
    endif()
    if(NOT words STREQUAL "" AND NOT page MATCHES "\n\\.SS \"marienbad ${words}\"\n")
        list(APPEND failures "the command 'marienbad ${words}' has no subsection")
    endif()
    # Sections: "Options:", "Arguments:", "Commands:" (translated: "Commandes :"). The line's
    # MATCHES comes last in each test: it sets the CMAKE_MATCH_n read after it.
    string(REPLACE "\n" ";" lines "${help}")
    set(section "")
    foreach(line IN LISTS lines)
        if(line MATCHES "^([A-Z][^ ]*) ?:$")
            set(section "${CMAKE_MATCH_1}")
        elseif(line MATCHES "^  (-[-a-zA-Z,]+)")
            string(REPLACE "," ";" names "${CMAKE_MATCH_1}")
            list(APPEND help_options ${names})
        elseif(section MATCHES "^Arg" AND line MATCHES "^  ([a-z]+) +([A-Z]+)")
            set(value "${CMAKE_MATCH_2}")
            if(NOT page MATCHES "[^A-Za-z]${value}[^A-Za-z]")
                list(APPEND failures "'${words}' takes ${value}, which the page does not show")
            endif()
        elseif(section MATCHES "^Comm" AND line MATCHES "^  ([a-z]+) ")
            string(STRIP "${words} ${CMAKE_MATCH_1}" command)
            list(APPEND queue "${command}")
        endif()
    endforeach()
    list(LENGTH queue pending)
endwhile()
list(REMOVE_DUPLICATES help_options)

foreach(option IN LISTS help_options)
    if(NOT page MATCHES "(^|[^-a-zA-Z])${option}([^-a-zA-Z]|$)")
        list(APPEND failures "--help lists ${option}, the page does not")
    endif()
endforeach()
# Every option the page names is one the program has.
string(REGEX MATCHALL "(^|[ (\"'|,[])--?[a-z][-a-z]*" named "${page}")
foreach(option IN LISTS named)
    string(REGEX REPLACE "^[^-]+" "" option "${option}")
    if(NOT option IN_LIST help_options)
        list(APPEND failures "the page names ${option}, which no --help lists")
    endif()
endforeach()

list(LENGTH help_options option_count)
list(LENGTH queue command_count)
if(failures)
    list(REMOVE_DUPLICATES failures)
    string(REPLACE ";" "\n  " failures "${failures}")
    message(FATAL_ERROR "${PAGE}:\n  ${failures}")
endif()
message(STATUS "${PAGE}: the ${option_count} options of ${command_count} --help pages, all listed")
