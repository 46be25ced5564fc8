// Runs after `react-router build`: steps that need the finished static site.
console.log("postbuild: done");
