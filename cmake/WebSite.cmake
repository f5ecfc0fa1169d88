# The web page's service worker (src/web/site/service-worker.js.in), written once every other file
# of the site is built: the list of the site's files, and a hash of their contents that names the
# worker's cache, so that each build that changes a file has a worker (and a cache) of its own.
#   cmake -DSITE=build-web/site -DTEMPLATE=.../service-worker.js.in -DFILES="index.html;..." -P WebSite.cmake
cmake_minimum_required(VERSION 3.25)

foreach(variable SITE TEMPLATE FILES)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "WebSite.cmake: ${variable} is not set")
    endif()
endforeach()

set(hashes "")
set(listed "\"./\"")
foreach(file ${FILES})
    file(SHA256 ${SITE}/${file} hash)
    string(APPEND hashes "${file} ${hash}\n")
    string(APPEND listed ", \"${file}\"")
endforeach()
string(SHA256 site_hash "${hashes}")
string(SUBSTRING ${site_hash} 0 16 MARIENBAD_SITE_HASH)
set(MARIENBAD_SITE_FILES "${listed}")
configure_file(${TEMPLATE} ${SITE}/service-worker.js @ONLY)
