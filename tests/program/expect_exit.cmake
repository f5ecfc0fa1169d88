# Runs one command and checks how it ended, for the CTest smoke tests (no GoogleTest needed):
#   cmake -DEXPECTED_EXIT=2 [-DSTDOUT_CONTAINS=a,b] [-DSTDOUT_EMPTY=ON] [-DSTDERR_ONE_LINE=ON]
#         -P expect_exit.cmake -- PROGRAM ARGUMENTS...
# EXPECTED_EXIT: the exit code, exactly. STDOUT_CONTAINS: comma-separated texts the standard
# output must contain. STDOUT_EMPTY: nothing on the standard output. STDERR_ONE_LINE: exactly
# one line on the standard error, beginning "marienbad: " (docs/guide.md, "Command line").
# The standard input is empty, so a program that wrongly waits for an answer sees its end.
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED EXPECTED_EXIT)
    message(FATAL_ERROR "expect_exit.cmake: EXPECTED_EXIT is not set")
endif()

# The command is everything after "--".
set(command)
set(after_separator FALSE)
math(EXPR last "${CMAKE_ARGC} - 1")
foreach(index RANGE ${last})
    if(after_separator)
        list(APPEND command "${CMAKE_ARGV${index}}")
    elseif(CMAKE_ARGV${index} STREQUAL "--")
        set(after_separator TRUE)
    endif()
endforeach()
if(NOT command)
    message(FATAL_ERROR "expect_exit.cmake: no command after --")
endif()

execute_process(
    COMMAND ${command}
    INPUT_FILE /dev/null
    RESULT_VARIABLE exit_code
    OUTPUT_VARIABLE output
    ERROR_VARIABLE errors
    TIMEOUT 30)
string(REPLACE ";" " " shown "${command}")
set(report "command: ${shown}\nexit code: ${exit_code}\nstdout:\n${output}\nstderr:\n${errors}")

set(failures)
if(NOT exit_code STREQUAL EXPECTED_EXIT)
    list(APPEND failures "exit code ${exit_code}, expected ${EXPECTED_EXIT}")
endif()
if(DEFINED STDOUT_CONTAINS)
    string(REPLACE "," ";" wanted "${STDOUT_CONTAINS}")
    foreach(text IN LISTS wanted)
        string(FIND "${output}" "${text}" position)
        if(position EQUAL -1)
            list(APPEND failures "the standard output does not contain '${text}'")
        endif()
    endforeach()
endif()
if(STDOUT_EMPTY AND NOT output STREQUAL "")
    list(APPEND failures "the standard output is not empty")
endif()
if(STDERR_ONE_LINE)
    string(REGEX MATCHALL "\n" line_breaks "${errors}")
    list(LENGTH line_breaks lines)
    if(NOT lines EQUAL 1 OR NOT errors MATCHES "^marienbad: [^\n]+\n$")
        list(APPEND failures "the standard error is not one line 'marienbad: ...'")
    endif()
endif()

if(failures)
    string(REPLACE ";" "\n  " failures "${failures}")
    message(FATAL_ERROR "expect_exit.cmake:\n  ${failures}\n${report}")
endif()
